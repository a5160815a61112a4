import { EmbeddedWalletError } from './EmbeddedWalletError.js'
import type { FrameUser } from './protocol/FrameUser.js'

type Listener = (...args: unknown[]) => void

const solanaAccount = (user: FrameUser | undefined) =>
  user?.accounts.find((account) => account.namespace === 'solana')?.address

/**
 * The e-mail wallet's solana side, speaking the Solana JSON-RPC the solana plugin drives registered connectors with:
 * the account from the signed-in user, the sign methods through `rpc` (the request gate: approved in the frame).
 */
export function createSolanaFrameProvider(deps: {
  readonly user: () => FrameUser | undefined
  readonly restore: () => Promise<FrameUser | undefined>
  readonly rpc: (request: { readonly method: string; readonly params: unknown }) => Promise<unknown>
}) {
  const listeners = new Map<string, Set<Listener>>()
  const accounts = async () => {
    const address = solanaAccount(deps.user() ?? (await deps.restore()))
    return address ? [{ pubkey: address }] : []
  }
  return {
    async request({ method, params }: { method: string; params?: unknown }): Promise<unknown> {
      switch (method) {
        case 'solana_requestAccounts': {
          const found = await accounts()
          if (found.length === 0)
            throw new EmbeddedWalletError('Not connected to email or social', { code: 4100 })
          return found
        }
        case 'solana_getAccounts':
          return accounts()
        case 'wallet_revokePermissions':
          return null
        default:
          return deps.rpc({ method, params })
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
  }
}
