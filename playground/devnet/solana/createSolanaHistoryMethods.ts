import bs58 from 'bs58'
import type { LocalSvm } from './createLocalSvm.js'
import { SolanaRpcError } from './SolanaRpcError.js'

type Params = readonly unknown[]
type Config = Record<string, unknown>

const invalid = (message: string) => new SolanaRpcError(-32602, `Invalid params: ${message}`)

function options(params: Params, index: number): Config {
  const value = params[index]
  if (value === undefined || value === null) return {}
  if (typeof value !== 'object' || Array.isArray(value)) throw invalid(`expected a config object at ${index}`)
  return value as Config
}

function signature(value: unknown, what: string): string {
  if (typeof value !== 'string') throw invalid(`expected a ${what} signature`)
  let bytes: Uint8Array
  try {
    bytes = bs58.decode(value)
  } catch {
    throw invalid(`Invalid param: ${value} is not base58`)
  }
  if (bytes.length !== 64) throw invalid(`Invalid param: WrongSize (${value})`)
  return value
}

/** getSignaturesForAddress and getTransaction (json encoding) over the local VM's transaction log. */
export function createSolanaHistoryMethods(
  vm: LocalSvm,
  pubkey: (value: unknown) => string,
): Readonly<Record<string, (params: Params) => unknown>> {
  return {
    getSignaturesForAddress: (params) => {
      const address = pubkey(params[0])
      const config = options(params, 1)
      const limit = config.limit ?? 1000
      if (typeof limit !== 'number' || !Number.isInteger(limit) || limit < 1 || limit > 1000)
        throw invalid('Invalid limit; max 1000')
      const before = config.before === undefined ? undefined : signature(config.before, 'before')
      const until = config.until === undefined ? undefined : signature(config.until, 'until')
      const all = vm.log.of(address)
      const start = before === undefined ? 0 : all.findIndex((entry) => entry.signature === before) + 1
      if (before !== undefined && start === 0) return []
      const rest = all.slice(start)
      const stop = until === undefined ? -1 : rest.findIndex((entry) => entry.signature === until)
      return (stop === -1 ? rest : rest.slice(0, stop)).slice(0, limit).map((entry) => ({
        signature: entry.signature,
        slot: entry.slot,
        err: entry.err,
        memo: null,
        blockTime: entry.blockTime,
        confirmationStatus: 'finalized',
      }))
    },
    getTransaction: (params) => {
      const wanted = signature(params[0], 'transaction')
      const config = options(params, 1)
      if (config.encoding !== undefined && config.encoding !== 'json')
        throw invalid(`Encoding ${String(config.encoding)} is not supported by the local RPC (json)`)
      const entry = vm.log.get(wanted)
      if (!entry) return null
      return {
        slot: entry.slot,
        blockTime: entry.blockTime,
        version: 'legacy',
        meta: {
          err: entry.err,
          status: entry.err === null ? { Ok: null } : { Err: entry.err },
          fee: entry.fee,
          preBalances: entry.preBalances,
          postBalances: entry.postBalances,
          preTokenBalances: entry.preTokenBalances,
          postTokenBalances: entry.postTokenBalances,
          innerInstructions: [],
          logMessages: [],
          rewards: [],
          loadedAddresses: { writable: [], readonly: [] },
        },
        transaction: {
          signatures: [entry.signature],
          message: {
            accountKeys: entry.accountKeys,
            header: entry.header,
            recentBlockhash: entry.recentBlockhash,
            instructions: entry.instructions,
          },
        },
      }
    },
  }
}
