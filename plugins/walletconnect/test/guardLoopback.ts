import { Socket } from 'node:net'

const loopback = new Set(['127.0.0.1', 'localhost', '::1', '[::1]'])

const hostOf = (args: unknown[]): string | undefined => {
  const [first, second] = args
  if (Array.isArray(first)) return hostOf(first)
  if (typeof first === 'object' && first !== null) {
    const options = first as { host?: string; path?: string }
    return options.path === undefined ? (options.host ?? 'localhost') : undefined
  }
  if (typeof first === 'number' || (typeof first === 'string' && /^\d+$/.test(first)))
    return typeof second === 'string' ? second : 'localhost'
  return undefined
}

/**
 * Keeps a Node test run on this machine and records every attempt to leave it: wraps globalThis.fetch
 * and globalThis.WebSocket and every TCP/TLS socket (net.Socket#connect, which `ws` and undici use);
 * anything not bound for 127.0.0.1/localhost is recorded and fails at once.
 */
export function guardLoopback(): { readonly attempts: readonly string[]; restore(): void } {
  const attempts: string[] = []
  const outside = (url: string | URL) => {
    const { hostname } = new URL(String(url))
    return loopback.has(hostname) ? undefined : hostname
  }
  const connect = Socket.prototype.connect
  Socket.prototype.connect = function (this: Socket, ...args: unknown[]) {
    const host = hostOf(args)
    if (host !== undefined && !loopback.has(host)) {
      attempts.push(`socket ${host}`)
      process.nextTick(() =>
        this.destroy(new Error(`Blocked a connection to ${host}: tests stay on 127.0.0.1`)),
      )
      return this
    }
    return (connect as (...values: unknown[]) => Socket).apply(this, args)
  } as typeof Socket.prototype.connect
  const fetch = globalThis.fetch
  globalThis.fetch = (async (input: string | URL | Request, init?: RequestInit) => {
    const host = outside(input instanceof Request ? input.url : input)
    if (host) {
      attempts.push(`fetch ${host}`)
      throw new TypeError(`Blocked a fetch to ${host}: tests stay on 127.0.0.1`)
    }
    return fetch(input, init)
  }) as typeof globalThis.fetch
  const WebSocketClass = globalThis.WebSocket
  if (WebSocketClass)
    globalThis.WebSocket = class extends WebSocketClass {
      constructor(url: string | URL, protocols?: string | string[]) {
        const host = outside(url)
        if (host) attempts.push(`websocket ${host}`)
        super(host ? 'ws://127.0.0.1:9/blocked' : url, protocols)
      }
    }
  return {
    attempts,
    restore() {
      Socket.prototype.connect = connect
      globalThis.fetch = fetch
      if (WebSocketClass) globalThis.WebSocket = WebSocketClass
    },
  }
}
