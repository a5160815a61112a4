import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type WebSocket, WebSocketServer } from 'ws'
import { createRelayMailbox, type StoredMessage } from './createRelayMailbox.js'
import type { Relay } from './Relay.js'
import { readClientId } from './readClientId.js'

export interface StartRelayOptions {
  /** Default: a free port. */
  readonly port?: number
  readonly host?: string
  /** How often the relay pings its clients (Node clients drop a socket that stays silent for 35 s). */
  readonly pingIntervalMs?: number
}

type Params = Readonly<Record<string, unknown>>
interface Request {
  readonly id?: unknown
  readonly method?: unknown
  readonly params?: unknown
  readonly result?: unknown
  readonly error?: unknown
}

/** JSON-RPC ids of WalletConnect clients exceed 2^53: they are kept as text and written back unchanged. */
const BIG = '__relay_big_int:'
const parse = (text: string): Request =>
  JSON.parse(text.replace(/([[:,]\s*)(-?\d{16,})(?=\s*[,}\]])/g, `$1"${BIG}$2"`)) as Request
const stringify = (value: unknown) => JSON.stringify(value).replace(new RegExp(`"${BIG}(-?\\d+)"`, 'g'), '$1')

const text = (params: Params, key: string) => {
  const value = params[key]
  if (typeof value !== 'string' || value === '') throw new Error(`Missing or invalid ${key}`)
  return value
}
const number = (params: Params, key: string, fallback: number) =>
  typeof params[key] === 'number' ? (params[key] as number) : fallback
const list = (params: Params, key: string) => {
  const value = params[key]
  if (!Array.isArray(value)) throw new Error(`Missing or invalid ${key}`)
  return value as unknown[]
}
const attestationOf = (params: Params) =>
  typeof params.attestation === 'string' ? { attestation: params.attestation } : {}

/** Starts a WalletConnect relay on 127.0.0.1 (irn_* methods, wc_proposeSession and wc_approveSession). */
export async function startRelay(options: StartRelayOptions = {}): Promise<Relay> {
  const host = options.host ?? '127.0.0.1'
  const mailbox = createRelayMailbox()
  const sockets = new Map<WebSocket, string>()
  const pushes = new Map<number, { readonly clientId: string; readonly messageId: number }>()
  let pushId = Date.now() * 1000
  let anonymous = 0
  let server: Server | undefined
  let wss: WebSocketServer | undefined
  let port = options.port ?? 0

  const push = (clientId: string, message: StoredMessage) => {
    for (const [socket, owner] of sockets) {
      if (owner !== clientId || socket.readyState !== socket.OPEN) continue
      pushId += 1
      pushes.set(pushId, { clientId, messageId: message.id })
      socket.send(
        stringify({
          id: pushId,
          jsonrpc: '2.0',
          method: 'irn_subscription',
          params: {
            id: mailbox.subscriptionId(clientId, message.topic),
            data: {
              topic: message.topic,
              message: message.message,
              publishedAt: message.publishedAt,
              tag: message.tag,
              ...(message.attestation === undefined ? {} : { attestation: message.attestation }),
            },
          },
        }),
      )
    }
  }
  const deliverPending = (clientId: string, topics: readonly string[]) => {
    for (const message of mailbox.pending(clientId, topics)) push(clientId, message)
  }
  const publish = (clientId: string, method: string, params: Params, topic: string, message: string) => {
    const { stored, recipients } = mailbox.publish({
      method,
      topic,
      message,
      clientId,
      tag: number(params, 'tag', 0),
      ttl: number(params, 'ttl', 300),
      ...attestationOf(params),
    })
    for (const recipient of recipients) push(recipient, stored)
  }
  const subscribe = (clientId: string, topics: readonly string[]) => {
    const ids = topics.map((topic) => mailbox.subscribe(clientId, topic))
    queueMicrotask(() => deliverPending(clientId, topics))
    return ids
  }

  const handlers: Record<string, (clientId: string, params: Params) => unknown> = {
    irn_subscribe: (clientId, params) => subscribe(clientId, [text(params, 'topic')])[0],
    irn_batchSubscribe: (clientId, params) => subscribe(clientId, list(params, 'topics') as string[]),
    irn_unsubscribe: (clientId, params) => {
      mailbox.unsubscribe(clientId, text(params, 'topic'))
      return true
    },
    irn_batchUnsubscribe: (clientId, params) => {
      for (const item of list(params, 'subscriptions'))
        mailbox.unsubscribe(clientId, text(item as Params, 'topic'))
      return true
    },
    irn_publish: (clientId, params) => {
      publish(clientId, 'irn_publish', params, text(params, 'topic'), text(params, 'message'))
      return true
    },
    irn_batchPublish: (clientId, params) => {
      for (const item of list(params, 'messages') as Params[])
        publish(clientId, 'irn_batchPublish', item, text(item, 'topic'), text(item, 'message'))
      return true
    },
    irn_batchFetchMessages: (clientId, params) => {
      const messages = mailbox.pending(clientId, list(params, 'topics') as string[])
      for (const message of messages) mailbox.acknowledge(clientId, message.id)
      return {
        messages: messages.map((message) => ({
          topic: message.topic,
          message: message.message,
          publishedAt: message.publishedAt,
          tag: message.tag,
          ...(message.attestation === undefined ? {} : { attestation: message.attestation }),
        })),
        hasMore: false,
      }
    },
    wc_proposeSession: (clientId, params) => {
      const pairingTopic = text(params, 'pairingTopic')
      mailbox.subscribe(clientId, pairingTopic)
      publish(clientId, 'wc_proposeSession', params, pairingTopic, text(params, 'sessionProposal'))
      return true
    },
    wc_approveSession: (clientId, params) => {
      const sessionTopic = text(params, 'sessionTopic')
      mailbox.subscribe(clientId, sessionTopic)
      const pairingTopic = text(params, 'pairingTopic')
      publish(clientId, 'wc_approveSession', params, pairingTopic, text(params, 'sessionProposalResponse'))
      publish(clientId, 'wc_approveSession', params, sessionTopic, text(params, 'sessionSettlementRequest'))
      return true
    },
  }

  const onMessage = (socket: WebSocket, clientId: string, raw: string) => {
    let request: Request
    try {
      request = parse(raw)
    } catch {
      socket.send(stringify({ id: null, jsonrpc: '2.0', error: { code: -32700, message: 'Parse error' } }))
      return
    }
    if (request.method === undefined) {
      const delivery = typeof request.id === 'number' ? pushes.get(request.id) : undefined
      if (delivery && request.result !== undefined) {
        pushes.delete(request.id as number)
        mailbox.acknowledge(delivery.clientId, delivery.messageId)
      }
      return
    }
    const handler = typeof request.method === 'string' ? handlers[request.method] : undefined
    if (!handler) {
      socket.send(
        stringify({
          id: request.id,
          jsonrpc: '2.0',
          error: { code: -32601, message: `Method not found: ${String(request.method)}` },
        }),
      )
      return
    }
    try {
      const result = handler(clientId, (request.params ?? {}) as Params)
      socket.send(stringify({ id: request.id, jsonrpc: '2.0', result }))
    } catch (error) {
      socket.send(
        stringify({
          id: request.id,
          jsonrpc: '2.0',
          error: { code: -32602, message: error instanceof Error ? error.message : String(error) },
        }),
      )
    }
  }

  const onConnection = (socket: WebSocket, request: IncomingMessage) => {
    anonymous += 1
    const clientId = readClientId(request.url, `anonymous-${anonymous}`)
    sockets.set(socket, clientId)
    socket.on('message', (data) => onMessage(socket, clientId, data.toString()))
    socket.on('close', () => sockets.delete(socket))
    socket.on('error', () => socket.terminate())
  }

  const listen = async () => {
    const http = createServer((_request, response) => response.writeHead(426).end('WebSocket only'))
    const ws = new WebSocketServer({ server: http })
    ws.on('connection', onConnection)
    await new Promise<void>((resolve, reject) => {
      http.once('error', reject)
      http.listen(port, host, () => resolve())
    })
    port = (http.address() as AddressInfo).port
    server = http
    wss = ws
  }
  const close = async () => {
    for (const socket of sockets.keys()) socket.terminate()
    sockets.clear()
    await new Promise<void>((resolve) => (wss ? wss.close(() => resolve()) : resolve()))
    await new Promise<void>((resolve) => {
      if (!server) return resolve()
      server.closeAllConnections()
      server.close(() => resolve())
    })
    server = undefined
    wss = undefined
  }

  await listen()
  const pinger = setInterval(() => {
    for (const socket of sockets.keys()) if (socket.readyState === socket.OPEN) socket.ping()
  }, options.pingIntervalMs ?? 10_000)
  pinger.unref()

  return {
    url: `ws://${host}:${port}`,
    async stop() {
      clearInterval(pinger)
      await close()
    },
    drop() {
      for (const socket of sockets.keys()) socket.terminate()
    },
    async restart() {
      await close()
      await listen()
    },
    clients: () => [...sockets.keys()].filter((socket) => socket.readyState === socket.OPEN).length,
    published: () => mailbox.log(),
  }
}
