import { getAddress } from 'viem'
import { formatUnits } from '../../../server/chainData/formatUnits.js'
import type { HistoryItem, HistoryTransfer } from '../../../server/chainData/HistoryItem.js'
import { devNftImageId } from '../devNftImageId.js'
import type { EvmRecord } from './EvmRecord.js'
import type { IndexedEvmChain } from './IndexedEvmChain.js'
import { operationTypeOf } from './operationTypeOf.js'
import { tokenImagePath } from './tokenImagePath.js'

const ZERO = '0x0000000000000000000000000000000000000000'
const APPROVE = '0x095ea7b3'
const SET_APPROVAL_FOR_ALL = '0xa22cb465'

function direction(address: string, from: string, to: string): HistoryTransfer['direction'] {
  if (from === to) return 'self'
  return from === address ? 'out' : 'in'
}

/** `record` as a history item of `address` (lower-case): its native, ERC-20 and ERC-721 transfers from or to it, priced in USD. */
export function evmHistoryItem(
  record: EvmRecord,
  address: string,
  chain: IndexedEvmChain,
  native: { readonly name: string; readonly symbol: string; readonly usdPrice?: number },
): HistoryItem {
  const transfers: HistoryTransfer[] = []
  const fungible = (
    info: { readonly name: string; readonly symbol: string; readonly usdPrice?: number },
    amount: bigint,
    decimals: number,
    from: string,
    to: string,
  ) => {
    const numeric = formatUnits(amount, decimals)
    transfers.push({
      direction: direction(address, from, to),
      fungible_info: { name: info.name, symbol: info.symbol, icon: { url: tokenImagePath(info.symbol) } },
      quantity: { numeric },
      ...(info.usdPrice === undefined
        ? {}
        : { price: info.usdPrice, value: Number(numeric) * info.usdPrice }),
    })
  }
  if (
    record.status === 'confirmed' &&
    record.value > 0n &&
    record.to &&
    [record.from, record.to].includes(address as never)
  )
    fungible({ ...native }, record.value, 18, record.from, record.to)
  const moved = record.logs.filter((log) => log.from === address || log.to === address)
  for (const log of moved) {
    const token = chain.tokens.get(log.contract)
    const collection = chain.collections.get(log.contract)
    if (token && log.amount !== undefined) fungible(token, log.amount, token.decimals, log.from, log.to)
    if (collection && log.tokenId !== undefined)
      transfers.push({
        direction: direction(address, log.from, log.to),
        nft_info: {
          name: `${collection.name} #${log.tokenId}`,
          content: {
            preview: {
              url: `/directory/public/getAssetImage/${devNftImageId(collection.symbol, log.tokenId)}`,
            },
          },
          flags: { is_spam: collection.spam },
        },
        quantity: { numeric: '1' },
      })
  }
  const first = moved[0]
  const minted = moved.some((log) => log.from === ZERO && log.to === address)
  const approval = record.selector === APPROVE || record.selector === SET_APPROVAL_FOR_ALL
  return {
    id: `${chain.caipNetworkId}:${record.hash}`,
    metadata: {
      minedAt: new Date(record.timestamp * 1000).toISOString(),
      chain: chain.caipNetworkId,
      operationType: minted ? 'mint' : approval ? 'approve' : operationTypeOf(transfers),
      status: record.status,
      sentFrom: getAddress(first?.from ?? record.from),
      sentTo: first?.to || record.to ? getAddress((first?.to ?? record.to)!) : '',
      hash: record.hash,
    },
    transfers,
  }
}
