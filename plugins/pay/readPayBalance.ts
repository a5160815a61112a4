import { type Network, type RpcClient, readRpcQuantity, type SendChain } from '../../entries/plugin.js'
import type { PayAsset } from './PayAsset.js'

const word = (hex: string) => hex.padStart(64, '0')

/** The owner's exact balance of the asset in base units: the native coin by the send chain; balanceOf() of an ERC-20; the owner's token accounts of an SPL mint. */
export async function readPayBalance(
  chain: SendChain,
  rpc: RpcClient,
  urls: readonly string[],
  network: Network,
  asset: PayAsset,
  owner: string,
  signal?: AbortSignal,
): Promise<bigint> {
  if (!asset.contract) return chain.nativeBalance(owner, signal)
  if (network.chainNamespace === 'eip155') {
    const data = `0x70a08231${word(owner.slice(2).toLowerCase())}`
    return readRpcQuantity(
      await rpc.request(urls, 'eth_call', [{ to: asset.contract, data }, 'latest'], signal),
    )
  }
  const answer = (await rpc.request(
    urls,
    'getTokenAccountsByOwner',
    [owner, { mint: asset.contract }, { encoding: 'jsonParsed', commitment: 'confirmed' }],
    signal,
  )) as { value?: unknown } | null
  const accounts = Array.isArray(answer?.value) ? answer.value.slice(0, 64) : []
  let total = 0n
  for (const item of accounts) {
    const amount = (
      item as { account?: { data?: { parsed?: { info?: { tokenAmount?: { amount?: unknown } } } } } }
    )?.account?.data?.parsed?.info?.tokenAmount?.amount
    if (typeof amount === 'string' && /^\d{1,40}$/.test(amount)) total += BigInt(amount)
  }
  return total
}
