import { untilAborted } from '../kernel/untilAborted.js'
import type { TokenBalance } from '../types/Account.js'
import type { Network } from '../types/Network.js'
import { isRecord } from './isRecord.js'
import { portfolioLimits } from './portfolioLimits.js'
import { readWalletAssets } from './readWalletAssets.js'

type WalletRequest = (args: { readonly method: string; readonly params?: unknown }) => Promise<unknown>

const offersAssetDiscovery = (answer: unknown, chain: string): boolean | undefined => {
  if (!isRecord(answer)) return undefined
  const entry = [answer[chain], answer['0x0']].find(isRecord)
  return isRecord(entry?.assetDiscovery) && entry.assetDiscovery.supported === true
}

/**
 * The native and ERC-20 assets of `address` on `network` from the wallet (EIP-7811 wallet_getAssets), when
 * its wallet_getCapabilities advertises assetDiscovery (or does not answer and the method works); undefined
 * when the wallet does not offer it, fails, answers an invalid structure or takes longer than the deadline.
 */
export async function askWalletAssets(
  request: WalletRequest,
  network: Network,
  address: string,
  signal: AbortSignal,
): Promise<TokenBalance[] | undefined> {
  const chain = `0x${Number(network.id).toString(16)}`
  const bounded = AbortSignal.any([signal, AbortSignal.timeout(portfolioLimits.deadlineMs)])
  const ask = (method: string, params: unknown) =>
    untilAborted(
      Promise.resolve().then(() => request({ method, params })),
      bounded,
    )
  const offered = await ask('wallet_getCapabilities', [address, [chain]]).then(
    (answer) => offersAssetDiscovery(answer, chain),
    () => undefined,
  )
  if (offered === false || signal.aborted) return undefined
  try {
    const answer = await ask('wallet_getAssets', [{ account: address, chainFilter: [chain] }])
    return readWalletAssets(answer, network)
  } catch {
    return undefined
  }
}
