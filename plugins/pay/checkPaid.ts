import type { Network, RpcClient } from '../../entries/plugin.js'
import type { PayAsset } from './PayAsset.js'

const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'

interface Paid {
  readonly hash: string
  readonly recipient: string
  readonly asset: PayAsset
  readonly amount: bigint
}

const same = (a: unknown, b: string) => typeof a === 'string' && a.toLowerCase() === b.toLowerCase()
const quantity = (value: unknown) =>
  typeof value === 'string' && /^0x[0-9a-fA-F]{1,64}$/.test(value) ? BigInt(value) : undefined
const integer = (value: unknown) =>
  typeof value === 'number' && Number.isSafeInteger(value)
    ? BigInt(value)
    : typeof value === 'string' && /^\d{1,40}$/.test(value)
      ? BigInt(value)
      : 0n

async function checkEvm(rpc: RpcClient, urls: readonly string[], paid: Paid, signal?: AbortSignal) {
  if (!paid.asset.contract) {
    const tx = (await rpc.request(urls, 'eth_getTransactionByHash', [paid.hash], signal)) as {
      to?: unknown
      value?: unknown
    } | null
    return same(tx?.to, paid.recipient) && quantity(tx?.value) === paid.amount
  }
  const receipt = (await rpc.request(urls, 'eth_getTransactionReceipt', [paid.hash], signal)) as {
    status?: unknown
    logs?: unknown
  } | null
  if (receipt?.status !== '0x1' || !Array.isArray(receipt.logs)) return false
  const to = `0x${paid.recipient.slice(2).toLowerCase().padStart(64, '0')}`
  const received = receipt.logs.reduce((sum: bigint, log: unknown) => {
    const { address, topics, data } = (log ?? {}) as { address?: unknown; topics?: unknown; data?: unknown }
    const matches =
      same(address, paid.asset.contract ?? '') &&
      Array.isArray(topics) &&
      same(topics[0], TRANSFER_TOPIC) &&
      same(topics[2], to)
    return matches ? sum + (quantity(data) ?? 0n) : sum
  }, 0n)
  return received === paid.amount
}

async function checkSolana(rpc: RpcClient, urls: readonly string[], paid: Paid, signal?: AbortSignal) {
  const tx = (await rpc.request(
    urls,
    'getTransaction',
    [paid.hash, { encoding: 'json', commitment: 'confirmed', maxSupportedTransactionVersion: 0 }],
    signal,
  )) as {
    meta?: {
      err?: unknown
      preBalances?: unknown[]
      postBalances?: unknown[]
      preTokenBalances?: unknown[]
      postTokenBalances?: unknown[]
    }
    transaction?: { message?: { accountKeys?: unknown[] } }
  } | null
  const meta = tx?.meta
  if (!meta || (meta.err !== null && meta.err !== undefined)) return false
  if (!paid.asset.contract) {
    const keys = tx?.transaction?.message?.accountKeys ?? []
    const index = keys.findIndex(
      (key) => (typeof key === 'string' ? key : (key as { pubkey?: unknown })?.pubkey) === paid.recipient,
    )
    if (index < 0) return false
    return integer(meta.postBalances?.[index]) - integer(meta.preBalances?.[index]) === paid.amount
  }
  const held = (list: unknown[] | undefined) =>
    (list ?? []).reduce((sum: bigint, item: unknown) => {
      const { owner, mint, uiTokenAmount } = (item ?? {}) as {
        owner?: unknown
        mint?: unknown
        uiTokenAmount?: { amount?: unknown }
      }
      return owner === paid.recipient && mint === paid.asset.contract
        ? sum + integer(uiTokenAmount?.amount)
        : sum
    }, 0n)
  return held(meta.postTokenBalances) - held(meta.preTokenBalances) === paid.amount
}

/** Whether the confirmed transaction moved exactly `amount` of the asset to the recipient, as the chain reports it (receipt logs, transaction value, balance changes). */
export function checkPaid(
  rpc: RpcClient,
  urls: readonly string[],
  network: Network,
  paid: Paid,
  signal?: AbortSignal,
): Promise<boolean> {
  return network.chainNamespace === 'eip155'
    ? checkEvm(rpc, urls, paid, signal)
    : checkSolana(rpc, urls, paid, signal)
}
