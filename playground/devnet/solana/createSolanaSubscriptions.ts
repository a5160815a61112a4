import type { WebSocket } from 'ws'
import type { LocalSvm } from './createLocalSvm.js'
import { type EncodeOptions, encodeAccount } from './encodeAccount.js'
import { SolanaRpcError } from './SolanaRpcError.js'

type Subscription =
  | { readonly kind: 'signature'; readonly signature: string }
  | { readonly kind: 'account'; readonly address: string; readonly options: EncodeOptions; last: string }
  | { readonly kind: 'slot' }

interface JsonRpcRequest {
  readonly id?: unknown
  readonly method?: unknown
  readonly params?: unknown
}

const notification = {
  signature: 'signatureNotification',
  account: 'accountNotification',
  slot: 'slotNotification',
}

/** The websocket side of the local RPC: signature, account and slot subscriptions, as @solana/web3.js's Connection uses them. */
export function createSolanaSubscriptions(vm: LocalSvm) {
  let nextId = 1
  const sockets = new Map<WebSocket, Map<number, Subscription>>()
  const lookup = (address: string) => vm.account(address)
  const accountJson = (address: string, options: EncodeOptions) => {
    const account = vm.account(address)
    return account ? encodeAccount(account, options, lookup) : null
  }
  const send = (socket: WebSocket, message: unknown) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message))
  }
  const notify = (
    socket: WebSocket,
    id: number,
    subscription: Subscription,
    value: unknown,
    slot: number,
  ) => {
    send(socket, {
      jsonrpc: '2.0',
      method: notification[subscription.kind],
      params: {
        result: subscription.kind === 'slot' ? value : { context: { slot }, value },
        subscription: id,
      },
    })
  }
  const settleSignature = (socket: WebSocket, id: number, subscription: Subscription) => {
    if (subscription.kind !== 'signature') return
    const status = vm.status(subscription.signature)
    if (!status) return
    sockets.get(socket)?.delete(id)
    notify(socket, id, subscription, { err: status.err }, status.slot)
  }
  const offSlot = vm.onSlot((slot, signature) => {
    for (const [socket, subscriptions] of sockets)
      for (const [id, subscription] of subscriptions) {
        if (subscription.kind === 'slot')
          notify(socket, id, subscription, { parent: slot - 1, root: slot - 1, slot }, slot)
        if (!signature) continue
        if (subscription.kind === 'signature' && subscription.signature === signature)
          settleSignature(socket, id, subscription)
        if (subscription.kind === 'account') {
          const value = accountJson(subscription.address, subscription.options)
          const text = JSON.stringify(value)
          if (text === subscription.last) continue
          subscription.last = text
          notify(socket, id, subscription, value, slot)
        }
      }
  })

  const handle = (socket: WebSocket, request: JsonRpcRequest): unknown => {
    const subscriptions = sockets.get(socket)!
    const params = Array.isArray(request.params) ? request.params : []
    const options = (params[1] ?? {}) as Record<string, unknown>
    const add = (subscription: Subscription) => {
      const id = nextId++
      subscriptions.set(id, subscription)
      return id
    }
    const remove = () => {
      const id = params[0]
      if (typeof id !== 'number' || !subscriptions.delete(id))
        throw new SolanaRpcError(-32602, 'Invalid subscription id.')
      return true
    }
    switch (request.method) {
      case 'signatureSubscribe': {
        if (typeof params[0] !== 'string')
          throw new SolanaRpcError(-32602, 'Invalid params: expected a signature')
        const subscription: Subscription = { kind: 'signature', signature: params[0] }
        const id = add(subscription)
        queueMicrotask(() => settleSignature(socket, id, subscription))
        return id
      }
      case 'accountSubscribe': {
        if (typeof params[0] !== 'string')
          throw new SolanaRpcError(-32602, 'Invalid params: expected a public key')
        const encoding: EncodeOptions = { encoding: options.encoding ?? 'base64' }
        return add({
          kind: 'account',
          address: params[0],
          options: encoding,
          last: JSON.stringify(accountJson(params[0], encoding)),
        })
      }
      case 'slotSubscribe':
        return add({ kind: 'slot' })
      case 'signatureUnsubscribe':
      case 'accountUnsubscribe':
      case 'slotUnsubscribe':
        return remove()
      default:
        throw new SolanaRpcError(-32601, 'Method not found')
    }
  }

  return {
    /** Serves one websocket connection until it closes. */
    accept(socket: WebSocket) {
      sockets.set(socket, new Map())
      socket.on('close', () => sockets.delete(socket))
      socket.on('message', (raw) => {
        let requests: JsonRpcRequest[]
        try {
          const parsed = JSON.parse(String(raw)) as JsonRpcRequest | JsonRpcRequest[]
          requests = Array.isArray(parsed) ? parsed : [parsed]
        } catch {
          send(socket, { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } })
          return
        }
        for (const request of requests) {
          if (request.id === undefined || request.id === null) continue
          try {
            send(socket, { jsonrpc: '2.0', id: request.id, result: handle(socket, request) })
          } catch (error) {
            const failure =
              error instanceof SolanaRpcError ? error : new SolanaRpcError(-32603, String(error))
            send(socket, {
              jsonrpc: '2.0',
              id: request.id,
              error: { code: failure.code, message: failure.message },
            })
          }
        }
      })
    },
    close() {
      offSlot()
      for (const socket of sockets.keys()) socket.terminate()
      sockets.clear()
    },
  }
}
