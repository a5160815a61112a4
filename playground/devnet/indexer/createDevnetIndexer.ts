import type { HistoryItem } from '../../../server/chainData/HistoryItem.js'
import type { HistoryPage } from '../../../server/chainData/HistoryPage.js'
import type { Nft } from '../../../server/chainData/Nft.js'
import type { NftPage } from '../../../server/chainData/NftPage.js'
import { devNftImageId } from '../devNftImageId.js'
import { createEvmChainIndex } from './createEvmChainIndex.js'
import { createSolanaHistoryIndex } from './createSolanaHistoryIndex.js'
import { evmHistoryItem } from './evmHistoryItem.js'
import type { IndexedEvmChain } from './IndexedEvmChain.js'
import type { IndexedSolanaChain } from './IndexedSolanaChain.js'
import type { Keyed } from './pageByKey.js'
import { pageByKey } from './pageByKey.js'
import { type NftMetadata, readNftMetadata } from './readNftMetadata.js'
import { solanaHistoryItem } from './solanaHistoryItem.js'

const PAGE_SIZE = 50
const SYNC_DEADLINE_MS = 10_000
const EVM = /^0x[0-9a-fA-F]{40}$/

type Query = { readonly chainId?: string; readonly cursor?: string; readonly signal: AbortSignal }

/** The devnet's indexer: follows the anvil chains (polling) and reads Solana history per address; answers history and NFTs. */
export interface DevnetIndexer {
  history(account: string, query: Query): Promise<HistoryPage>
  nfts(address: string, query: Query): Promise<NftPage>
  /** Stops following the chains (the running sync is aborted). */
  stop(): Promise<void>
}

/** Splits a CAIP-10 account into its chain and address; a bare address has no chain. */
function splitAccount(account: string): { readonly chain?: string; readonly address: string } {
  const parts = account.split(':')
  return parts.length === 3 ? { chain: `${parts[0]}:${parts[1]}`, address: parts[2]! } : { address: account }
}

/**
 * Starts following the devnet: every `pollMs` (default 250) each anvil chain's new blocks are read; a
 * request also syncs first, so a transaction mined before it is in the answer. Solana history is read
 * per address when asked. Everything is in memory and rebuilt from the chains by a new indexer.
 */
export function createDevnetIndexer(options: {
  readonly evm: readonly IndexedEvmChain[]
  readonly native: { readonly name: string; readonly symbol: string; readonly usdPrice?: number }
  readonly solana?: IndexedSolanaChain
  readonly pollMs?: number
  readonly fetch?: typeof fetch
}): DevnetIndexer {
  const chains = options.evm.map((chain) => ({
    chain,
    index: createEvmChainIndex({
      rpcUrl: chain.rpcUrl,
      contracts: [...chain.tokens.keys(), ...chain.collections.keys()] as `0x${string}`[],
      fetch: options.fetch,
    }),
  }))
  const solana = options.solana && {
    chain: options.solana,
    index: createSolanaHistoryIndex({ rpcUrl: options.solana.rpcUrl, fetch: options.fetch }),
  }
  const metadata = new Map<string, Promise<NftMetadata>>()
  const stopping = new AbortController()
  const loop = (async () => {
    while (!stopping.signal.aborted) {
      const signal = AbortSignal.any([stopping.signal, AbortSignal.timeout(SYNC_DEADLINE_MS)])
      await Promise.all(chains.map(({ index }) => index.sync(signal).catch(() => {})))
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer)
          resolve()
        }
        const timer = setTimeout(() => {
          stopping.signal.removeEventListener('abort', done)
          resolve()
        }, options.pollMs ?? 250)
        stopping.signal.addEventListener('abort', done, { once: true })
      })
    }
  })()
  const evmWanted = (chainId: string | undefined) =>
    chains.filter(({ chain }) => chainId === undefined || chain.caipNetworkId === chainId)

  return {
    async history(account, { chainId, cursor, signal }) {
      const { chain, address } = splitAccount(account)
      if (chain && chainId && chain !== chainId) return { data: [], next: null }
      const wanted = chain ?? chainId
      const items: Keyed<HistoryItem>[] = []
      if (EVM.test(address)) {
        const lower = address.toLowerCase()
        for (const { chain: indexed, index } of evmWanted(wanted)) {
          await index.sync(signal)
          for (const record of index.recordsOf(lower)) {
            const item = evmHistoryItem(record, lower, indexed, options.native)
            items.push({
              key: [record.timestamp, record.blockNumber * 10_000 + record.index],
              id: item.id,
              item,
            })
          }
        }
      } else if (solana && (wanted === undefined || wanted === solana.chain.caipNetworkId)) {
        for (const transaction of await solana.index.transactionsOf(address, signal)) {
          const item = solanaHistoryItem(transaction, address, solana.chain)
          items.push({ key: [transaction.blockTime, transaction.slot], id: item.id, item })
        }
      }
      return pageByKey(items, cursor, PAGE_SIZE)
    },
    async nfts(address, { chainId, cursor, signal }) {
      if (!EVM.test(address)) return { data: [], next: null }
      const lower = address.toLowerCase()
      const items: Keyed<Nft>[] = []
      for (const { chain, index } of evmWanted(chainId)) {
        await index.sync(signal)
        for (const owned of index.nftsOf(lower)) {
          const collection = chain.collections.get(owned.contract)
          if (!collection) continue
          const key = `${chain.caipNetworkId}/${owned.contract}/${owned.tokenId}`
          let read = metadata.get(key)
          if (!read) {
            read = readNftMetadata(chain.rpcUrl, owned.contract, owned.tokenId, {
              signal,
              fetch: options.fetch,
            })
            metadata.set(key, read)
            read.catch(() => metadata.delete(key))
          }
          const found = await read
          const id = `${chain.caipNetworkId}/${owned.contract}/${owned.tokenId}`
          items.push({
            key: [0, 0],
            id,
            item: {
              id,
              chainId: chain.caipNetworkId,
              contract: owned.contract,
              tokenId: owned.tokenId.toString(),
              name: found.name ?? `${collection.name} #${owned.tokenId}`,
              ...(found.description ? { description: found.description } : {}),
              imageUrl:
                found.image ??
                `/directory/public/getAssetImage/${devNftImageId(collection.symbol, owned.tokenId)}`,
              collection: { name: collection.name, symbol: collection.symbol },
              is_spam: collection.spam,
            },
          })
        }
      }
      return pageByKey(items, cursor, PAGE_SIZE)
    },
    async stop() {
      stopping.abort()
      await loop
    },
  }
}
