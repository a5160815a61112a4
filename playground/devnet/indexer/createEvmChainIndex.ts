import { callJsonRpc } from '../../../server/chainData/callJsonRpc.js'
import type { EvmRecord, EvmTransferLog } from './EvmRecord.js'

const TRANSFER = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
const ADDRESS = /^0x[0-9a-f]{40}$/
const HASH = /^0x[0-9a-f]{64}$/
const QUANTITY = /^0x[0-9a-f]{1,64}$/
const WORD = /^0x[0-9a-f]{64}$/
const BLOCKS_PER_STEP = 50
const CALL_DEADLINE_MS = 5_000
const MAX_ANSWER_BYTES = 8 * 1024 * 1024

type Json = Record<string, unknown>

export interface EvmChainIndex {
  /** Reads the blocks mined since the last sync (one sync at a time: a second caller waits for the running one). */
  sync(signal: AbortSignal): Promise<void>
  /** Transactions touching `address` (lower-case), oldest first. */
  recordsOf(address: string): readonly EvmRecord[]
  /** The ERC-721 tokens `address` (lower-case) owns now: contract and token id. */
  nftsOf(address: string): readonly { readonly contract: `0x${string}`; readonly tokenId: bigint }[]
}

function object(value: unknown, what: string): Json {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new Error(`${what}: invalid answer`)
  return value as Json
}

function text(value: unknown, pattern: RegExp, what: string): string {
  if (typeof value !== 'string' || !pattern.test(value.toLowerCase()))
    throw new Error(`${what}: invalid answer`)
  return value.toLowerCase()
}

const topicAddress = (topic: unknown): `0x${string}` => `0x${text(topic, WORD, 'log topic').slice(26)}`

/**
 * Follows one anvil chain: every block's transactions (eth_getBlockByNumber with transactions), their status
 * (eth_getBlockReceipts) and the Transfer logs of the `contracts` (eth_getLogs), kept in memory from block 0,
 * so that a restart rebuilds it from the chain. Every call has a deadline and a size cap; answers are checked.
 */
export function createEvmChainIndex(options: {
  readonly rpcUrl: string
  readonly contracts: readonly `0x${string}`[]
  readonly fetch?: typeof fetch
}): EvmChainIndex {
  const contracts = options.contracts.map((address) => address.toLowerCase())
  const byAddress = new Map<string, EvmRecord[]>()
  const owners = new Map<string, `0x${string}`>()
  let next = 0
  let running: Promise<void> | undefined
  const call = (method: string, params: readonly unknown[], signal: AbortSignal) =>
    callJsonRpc(options.rpcUrl, method, params, {
      signal,
      timeoutMs: CALL_DEADLINE_MS,
      maxBytes: MAX_ANSWER_BYTES,
      fetch: options.fetch,
    })

  const keep = (record: EvmRecord) => {
    const touched = new Set<string>([record.from, ...(record.to ? [record.to] : [])])
    for (const log of record.logs) {
      touched.add(log.from)
      touched.add(log.to)
      if (log.tokenId !== undefined && record.status === 'confirmed')
        owners.set(`${log.contract}/${log.tokenId}`, log.to)
    }
    for (const address of touched) {
      const list = byAddress.get(address) ?? []
      list.push(record)
      byAddress.set(address, list)
    }
  }

  const readLogs = async (from: number, to: number, signal: AbortSignal) => {
    const logs = new Map<string, EvmTransferLog[]>()
    if (contracts.length === 0) return logs
    const answer = await call(
      'eth_getLogs',
      [
        {
          fromBlock: `0x${from.toString(16)}`,
          toBlock: `0x${to.toString(16)}`,
          address: contracts,
          topics: [TRANSFER],
        },
      ],
      signal,
    )
    if (!Array.isArray(answer)) throw new Error('eth_getLogs: invalid answer')
    for (const item of answer) {
      const log = object(item, 'eth_getLogs')
      const topics = Array.isArray(log.topics) ? log.topics : []
      const contract = text(log.address, ADDRESS, 'log address') as `0x${string}`
      const hash = text(log.transactionHash, HASH, 'log transaction')
      const base = { contract, from: topicAddress(topics[1]), to: topicAddress(topics[2]) }
      const entry: EvmTransferLog =
        topics.length === 4
          ? { ...base, tokenId: BigInt(text(topics[3], WORD, 'log token id')) }
          : { ...base, amount: BigInt(text(log.data, WORD, 'log amount')) }
      logs.set(hash, [...(logs.get(hash) ?? []), entry])
    }
    return logs
  }

  const readBlock = async (number: number, logs: Map<string, EvmTransferLog[]>, signal: AbortSignal) => {
    const tag = `0x${number.toString(16)}`
    const block = object(await call('eth_getBlockByNumber', [tag, true], signal), 'eth_getBlockByNumber')
    const transactions = Array.isArray(block.transactions) ? block.transactions : []
    if (transactions.length === 0) return []
    const receipts = await call('eth_getBlockReceipts', [tag], signal)
    if (!Array.isArray(receipts)) throw new Error('eth_getBlockReceipts: invalid answer')
    const failed = new Set(
      receipts
        .map((receipt) => object(receipt, 'receipt'))
        .filter((receipt) => receipt.status === '0x0')
        .map((receipt) => text(receipt.transactionHash, HASH, 'receipt hash')),
    )
    const timestamp = Number(BigInt(text(block.timestamp, QUANTITY, 'block timestamp')))
    return transactions.map((item, index): EvmRecord => {
      const transaction = object(item, 'transaction')
      const hash = text(transaction.hash, HASH, 'transaction hash') as `0x${string}`
      const input = typeof transaction.input === 'string' ? transaction.input : '0x'
      return {
        hash,
        blockNumber: number,
        index,
        timestamp,
        from: text(transaction.from, ADDRESS, 'transaction from') as `0x${string}`,
        to:
          transaction.to == null ? null : (text(transaction.to, ADDRESS, 'transaction to') as `0x${string}`),
        value: BigInt(text(transaction.value, QUANTITY, 'transaction value')),
        selector: input.slice(0, 10).toLowerCase(),
        status: failed.has(hash) ? 'failed' : 'confirmed',
        logs: logs.get(hash) ?? [],
      }
    })
  }

  const run = async (signal: AbortSignal) => {
    const head = Number(BigInt(text(await call('eth_blockNumber', [], signal), QUANTITY, 'eth_blockNumber')))
    while (next <= head) {
      const last = Math.min(head, next + BLOCKS_PER_STEP - 1)
      const logs = await readLogs(next, last, signal)
      const numbers = Array.from({ length: last - next + 1 }, (_, offset) => next + offset)
      const blocks = await Promise.all(numbers.map((number) => readBlock(number, logs, signal)))
      for (const record of blocks.flat()) keep(record)
      next = last + 1
    }
  }

  return {
    async sync(signal) {
      while (running) await running.catch(() => {})
      running = run(signal).finally(() => {
        running = undefined
      })
      return running
    },
    recordsOf: (address) => byAddress.get(address) ?? [],
    nftsOf: (address) =>
      [...owners]
        .filter(([, owner]) => owner === address)
        .map(([key]) => {
          const [contract, tokenId] = key.split('/') as [`0x${string}`, string]
          return { contract, tokenId: BigInt(tokenId) }
        }),
  }
}
