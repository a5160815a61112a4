import type { DiscoveredSolanaWallet } from './DiscoveredSolanaWallet.js'
import type { StandardDisconnectFeature } from './StandardWallet.js'

/** Asks a wallet to disconnect (standard:disconnect, or the injected provider's disconnect), waiting at most `timeoutMs`; never throws. */
export async function leaveWallet(wallet: DiscoveredSolanaWallet, timeoutMs: number): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined
  await Promise.race([
    Promise.resolve()
      .then(() =>
        wallet.standard
          ? (
              wallet.standard.features['standard:disconnect'] as StandardDisconnectFeature | undefined
            )?.disconnect()
          : wallet.injected.disconnect?.(),
      )
      .catch(() => undefined),
    new Promise((resolve) => {
      timer = setTimeout(resolve, timeoutMs)
    }),
  ])
  clearTimeout(timer)
}
