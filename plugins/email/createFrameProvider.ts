import { EmbeddedWalletError } from './EmbeddedWalletError.js'
import type { FrameClient } from './FrameClient.js'
import type { FrameUser } from './protocol/FrameUser.js'

type Listener = (...args: unknown[]) => void

/**
 * An EIP-1193 provider over the secure frame, for the eip155 adapter: accounts from the signed-in user, the chain
 * the frame is on, every other call through `rpc`.
 */
export function createFrameProvider(deps: {
  readonly frame: () => FrameClient
  /** The signed-in user (undefined before the code). */
  readonly user: () => FrameUser | undefined
  /** Asks the frame for the user of a stored session (reconnect); undefined when there is none. */
  readonly restore: () => Promise<FrameUser | undefined>
  /** Every other call, for the chain the provider is on (the request gate: approval when unsafe). */
  readonly rpc: (request: {
    readonly method: string
    readonly params: unknown
    readonly chainId: number
  }) => Promise<unknown>
}) {
  const listeners = new Map<string, Set<Listener>>()
  let chainId = 1
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) listener(...args)
  }
  const accounts = async (restore: boolean) => {
    const user = deps.user() ?? (restore ? await deps.restore() : undefined)
    if (!user) return []
    const id = Number(user.chainId)
    if (Number.isSafeInteger(id) && id > 0) chainId = id
    return [user.address]
  }
  return {
    async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
      switch (method) {
        case 'eth_requestAccounts': {
          const found = await accounts(true)
          if (found.length === 0)
            throw new EmbeddedWalletError('Not connected to email or social', { code: 4100 })
          return found
        }
        case 'eth_accounts':
          return accounts(true)
        case 'eth_chainId':
          return `0x${chainId.toString(16)}`
        case 'wallet_switchEthereumChain': {
          const [target] = (Array.isArray(params) ? params : []) as [{ chainId?: string } | undefined]
          const next = Number(target?.chainId)
          if (!Number.isSafeInteger(next) || next <= 0)
            throw new EmbeddedWalletError('Invalid params', { code: -32602 })
          await deps.frame().request('SWITCH_NETWORK', { chainId: next })
          chainId = next
          emit('chainChanged', `0x${next.toString(16)}`)
          return null
        }
        case 'wallet_revokePermissions':
          return null
        default:
          return deps.rpc({ method, params, chainId })
      }
    },
    on(event: string, listener: Listener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
    },
    emit,
  }
}
