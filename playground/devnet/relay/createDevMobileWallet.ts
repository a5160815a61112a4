import type { SolanaDevWalletChain } from '../solana/wallet/SolanaDevWalletChain.js'
import type { DevWalletChain } from '../wallet/DevWalletChain.js'
import { createPairingWallet } from './createPairingWallet.js'
import type { DevMobileWallet } from './DevMobileWallet.js'
import type { DevMobileWalletState } from './DevMobileWalletState.js'
import type { PairingWallet } from './PairingWallet.js'

/** Each namespace's addresses over `sessions` (CAIP-10 accounts), each once. */
const granted = (sessions: ReturnType<PairingWallet['sessions']>) => {
  const byNamespace = new Map<string, Set<string>>()
  for (const session of sessions)
    for (const [namespace, { accounts }] of Object.entries(session.namespaces))
      for (const account of accounts) {
        const set = byNamespace.get(namespace) ?? new Set<string>()
        byNamespace.set(namespace, set.add(account.split(':')[2] ?? ''))
      }
  return [...byNamespace].map(([namespace, addresses]) => ({ namespace, addresses: [...addresses] }))
}

/**
 * The playground's phone: the project's pairing wallet on the local relay, started on the first pairing,
 * its session requests held for the panel to approve or reject.
 */
export function createDevMobileWallet(options: {
  readonly relayUrl: string
  readonly chains: readonly DevWalletChain[]
  /** The Solana chains it approves when the page asks for solana (the playground's Solana VM). */
  readonly solanaChains?: readonly SolanaDevWalletChain[]
}): DevMobileWallet {
  let wallet: Promise<PairingWallet> | undefined
  let started: PairingWallet | undefined
  let error: string | undefined
  const start = () =>
    (wallet ??= createPairingWallet({ ...options, manualApproval: true }).then((made) => {
      started = made
      return made
    }))
  const state = (): DevMobileWalletState => ({
    ...(started ? { address: started.address } : {}),
    ...(started?.solanaAddress ? { solanaAddress: started.solanaAddress } : {}),
    granted: granted(started?.sessions() ?? []),
    sessions: started?.sessions().length ?? 0,
    pending: started?.pending().map(({ id, method, params }) => ({ id, method, params })) ?? [],
    ...(error ? { error } : {}),
  })
  return {
    state,
    async pair(uri) {
      error = undefined
      try {
        const { approved } = await (await start()).pair(uri)
        if (!approved) error = 'The session proposal was not approved'
      } catch (cause) {
        error = cause instanceof Error ? cause.message : String(cause)
      }
      return state()
    },
    resolve(id, approved) {
      started?.resolve(id, approved)
      return state()
    },
    async disconnect() {
      await started?.deleteSessions()
      return state()
    },
    async close() {
      await (await wallet?.catch(() => undefined))?.close()
    },
  }
}
