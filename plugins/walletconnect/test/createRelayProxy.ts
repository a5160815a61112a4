import type { AddressInfo } from 'node:net'
import { type RawData, WebSocket, WebSocketServer } from 'ws'

export interface RelayProxy {
  /** ws://127.0.0.1:PORT: the relay seen through the proxy. */
  readonly url: string
  /** How many client sockets are open on the proxy now. */
  open(): number
  /** How many client sockets the proxy has accepted so far. */
  opened(): number
  /** How many messages the clients have sent so far (a client that sent one has its socket open). */
  received(): number
  /** Stops passing the relay's answers on (its clients wait), until the proxy closes. */
  stall(): void
  close(): Promise<void>
}

/** A WebSocket proxy on 127.0.0.1 in front of a relay, for one client's sockets only (the dapp's). */
export async function createRelayProxy(relayUrl: string): Promise<RelayProxy> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: 0 })
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  const clients = new Set<WebSocket>()
  let accepted = 0
  let messages = 0
  let stalled = false
  server.on('connection', (client, request) => {
    accepted += 1
    clients.add(client)
    const upstream = new WebSocket(`${relayUrl}${request.url ?? '/'}`)
    const early: [RawData, boolean][] = []
    client.on('message', (data, binary) => {
      messages += 1
      if (upstream.readyState === WebSocket.OPEN) upstream.send(data, { binary })
      else early.push([data, binary])
    })
    upstream.on('open', () => {
      for (const [data, binary] of early.splice(0)) upstream.send(data, { binary })
    })
    upstream.on('message', (data, binary) => {
      if (!stalled && client.readyState === WebSocket.OPEN) client.send(data, { binary })
    })
    const end = () => {
      clients.delete(client)
      client.terminate()
      upstream.terminate()
    }
    client.on('close', end)
    client.on('error', end)
    upstream.on('close', end)
    upstream.on('error', end)
  })
  return {
    url: `ws://127.0.0.1:${(server.address() as AddressInfo).port}`,
    open: () => [...clients].filter((client) => client.readyState === WebSocket.OPEN).length,
    opened: () => accepted,
    received: () => messages,
    stall() {
      stalled = true
    },
    async close() {
      for (const client of clients) client.terminate()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
