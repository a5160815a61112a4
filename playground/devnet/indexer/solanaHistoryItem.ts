import { formatUnits } from '../../../server/chainData/formatUnits.js'
import type { HistoryItem, HistoryTransfer } from '../../../server/chainData/HistoryItem.js'
import type { IndexedSolanaChain } from './IndexedSolanaChain.js'
import { operationTypeOf } from './operationTypeOf.js'
import type { SolanaTransaction } from './SolanaTransaction.js'
import { tokenImagePath } from './tokenImagePath.js'

const SYSTEM_PROGRAM = '11111111111111111111111111111111'

/**
 * `transaction` as a history item of `address`: its SOL change (the fee left out when it paid it) and its
 * token changes by mint (known mints only); the counterparty is the account that moved the other way.
 */
export function solanaHistoryItem(
  transaction: SolanaTransaction,
  address: string,
  chain: IndexedSolanaChain,
): HistoryItem {
  const transfers: HistoryTransfer[] = []
  const counterparties: string[] = []
  const push = (
    info: { readonly name: string; readonly symbol: string; readonly usdPrice?: number },
    delta: bigint,
    decimals: number,
    other: string | undefined,
  ) => {
    const numeric = formatUnits(delta < 0n ? -delta : delta, decimals)
    transfers.push({
      direction: delta < 0n ? 'out' : 'in',
      fungible_info: { name: info.name, symbol: info.symbol, icon: { url: tokenImagePath(info.symbol) } },
      quantity: { numeric },
      ...(info.usdPrice === undefined
        ? {}
        : { price: info.usdPrice, value: Number(numeric) * info.usdPrice }),
    })
    if (other) counterparties.push(other)
  }
  const keys = transaction.accountKeys
  const index = keys.indexOf(address)
  const solDelta = (at: number) =>
    BigInt(transaction.postBalances[at]! - transaction.preBalances[at]! + (at === 0 ? transaction.fee : 0))
  if (index >= 0) {
    const delta = solDelta(index)
    const other = keys.findIndex(
      (_, at) => at !== index && solDelta(at) > 0n === delta < 0n && solDelta(at) !== 0n,
    )
    if (delta !== 0n) push(chain.native, delta, 9, keys[other])
  }
  let minted = false
  for (const balance of transaction.tokenBalances) {
    const mint = chain.mints.get(balance.mint)
    if (balance.owner !== address || !mint || balance.post === balance.pre) continue
    const delta = balance.post - balance.pre
    const other = transaction.tokenBalances.find(
      (entry) =>
        entry.mint === balance.mint && entry.owner !== address && entry.post - entry.pre > 0n === delta < 0n,
    )
    if (!other && delta > 0n) minted = true
    push(mint, delta, mint.decimals, other?.owner)
  }
  const out = transfers.some((transfer) => transfer.direction === 'out')
  const other = counterparties[0] ?? (keys[0] === address ? SYSTEM_PROGRAM : (keys[0] ?? SYSTEM_PROGRAM))
  return {
    id: `${chain.caipNetworkId}:${transaction.signature}`,
    metadata: {
      minedAt: new Date(transaction.blockTime * 1000).toISOString(),
      chain: chain.caipNetworkId,
      operationType: minted && !out ? 'mint' : operationTypeOf(transfers),
      status: transaction.failed ? 'failed' : 'confirmed',
      sentFrom: out ? address : other,
      sentTo: out ? other : address,
      hash: transaction.signature,
    },
    transfers,
  }
}
