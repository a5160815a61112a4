import bs58 from 'bs58'
import type { LocalSvm } from './createLocalSvm.js'
import { createSolanaHistoryMethods } from './createSolanaHistoryMethods.js'
import {
  type EncodeOptions,
  encodeAccount,
  parseTokenAccount,
  type RpcAccount,
  tokenAmount,
} from './encodeAccount.js'
import { SolanaRpcError } from './SolanaRpcError.js'
import { solanaCommitments } from './solanaCommitments.js'
import { tokenPrograms } from './tokenPrograms.js'

type Params = readonly unknown[]
type Handler = (params: Params) => unknown
type Config = Record<string, unknown>

export interface SolanaRpcMethodsOptions {
  readonly version: string
  readonly lamportsPerSignature: number
}

const slotsPerEpoch = 432_000
const encodings = new Set(['base58', 'base64', 'jsonParsed'])

const invalid = (message: string) => new SolanaRpcError(-32602, `Invalid params: ${message}`)

function config(params: Params, index: number): Config {
  const value = params[index]
  if (value === undefined || value === null) return {}
  if (typeof value !== 'object' || Array.isArray(value)) throw invalid(`expected a config object at ${index}`)
  const result = value as Config
  for (const key of ['commitment', 'preflightCommitment'])
    if (result[key] !== undefined && !(solanaCommitments as readonly unknown[]).includes(result[key]))
      throw invalid(
        `unknown variant \`${String(result[key])}\`, expected one of ${solanaCommitments.map((name) => `\`${name}\``).join(', ')}`,
      )
  if (result.encoding !== undefined && typeof result.encoding !== 'string')
    throw invalid('encoding must be a string')
  return result
}

function pubkey(value: unknown): string {
  if (typeof value !== 'string') throw invalid('expected a base58 public key')
  let bytes: Uint8Array
  try {
    bytes = bs58.decode(value)
  } catch {
    throw invalid(`Invalid param: ${value} is not base58`)
  }
  if (bytes.length !== 32) throw invalid(`Invalid param: WrongSize (${value})`)
  return value
}

function transactionBytes(value: unknown, encoding: unknown): Uint8Array {
  if (typeof value !== 'string') throw invalid('expected an encoded transaction')
  if (encoding === 'base64') return Buffer.from(value, 'base64')
  if (encoding === undefined || encoding === 'base58') {
    try {
      return bs58.decode(value)
    } catch {
      throw invalid('invalid base58 encoding')
    }
  }
  throw invalid(`unsupported encoding: ${String(encoding)}. Supported encodings: base58, base64`)
}

function encodingOf(options: Config): EncodeOptions {
  const encoding = options.encoding ?? 'base64'
  if (!encodings.has(String(encoding)))
    throw invalid(
      `Encoding ${String(encoding)} is not supported by the local RPC (base58, base64, jsonParsed)`,
    )
  return { encoding, dataSlice: options.dataSlice as EncodeOptions['dataSlice'] }
}

/** The JSON-RPC methods of the local Solana VM that @solana/web3.js 1.x's Connection and the dev wallet call. */
export function createSolanaRpcMethods(
  vm: LocalSvm,
  options: SolanaRpcMethodsOptions,
): Readonly<Record<string, Handler>> {
  const context = () => ({ slot: vm.slot(), apiVersion: options.version })
  const withContext = (value: unknown) => ({ context: context(), value })
  const lookup = (address: string) => vm.account(address)
  const encoded = (address: string, options: EncodeOptions): RpcAccount | null => {
    const account = vm.account(address)
    return account ? encodeAccount(account, options, lookup) : null
  }
  const minContextSlot = (options: Config) => {
    const wanted = options.minContextSlot
    if (typeof wanted === 'number' && wanted > vm.slot())
      throw new SolanaRpcError(-32016, 'Minimum context slot has not been reached', {
        contextSlot: vm.slot(),
      })
  }
  const tokenAccountsOf = (owner: string, filter: Config) => {
    const mint = filter.mint === undefined ? undefined : pubkey(filter.mint)
    const program = filter.programId === undefined ? undefined : pubkey(filter.programId)
    if ((mint === undefined) === (program === undefined))
      throw invalid('Invalid param: expected { mint } or { programId }')
    if (program !== undefined && program !== tokenPrograms.token && program !== tokenPrograms.token2022)
      throw invalid(`Invalid param: unrecognized Token program id`)
    const programs = program ? [program] : [tokenPrograms.token, tokenPrograms.token2022]
    return programs.flatMap((id) =>
      vm.programAccounts(id).filter((account) => {
        const parsed = parseTokenAccount(account, lookup) as
          | { parsed?: { type?: string; info?: Config } }
          | undefined
        return (
          parsed?.parsed?.type === 'account' &&
          parsed.parsed.info?.owner === owner &&
          (mint === undefined || parsed.parsed.info?.mint === mint)
        )
      }),
    )
  }
  const fee = (message: Uint8Array) => {
    const header = (message[0] ?? 0) & 0x80 ? message[1] : message[0]
    return (header ?? 1) * options.lamportsPerSignature
  }

  return {
    ...createSolanaHistoryMethods(vm, pubkey),
    getHealth: () => 'ok',
    getVersion: () => ({ 'solana-core': options.version, 'feature-set': 0 }),
    getGenesisHash: () => vm.genesisHash,
    getSlot: (params) => {
      minContextSlot(config(params, 0))
      return vm.slot()
    },
    getBlockHeight: (params) => {
      minContextSlot(config(params, 0))
      return vm.blockHeight()
    },
    getEpochInfo: (params) => {
      config(params, 0)
      const slot = vm.slot()
      return {
        absoluteSlot: slot,
        blockHeight: vm.blockHeight(),
        epoch: Math.floor(slot / slotsPerEpoch),
        slotIndex: slot % slotsPerEpoch,
        slotsInEpoch: slotsPerEpoch,
        transactionCount: vm.transactionCount(),
      }
    },
    getEpochSchedule: () => ({
      slotsPerEpoch,
      leaderScheduleSlotOffset: slotsPerEpoch,
      warmup: false,
      firstNormalEpoch: 0,
      firstNormalSlot: 0,
    }),
    getBalance: (params) => {
      const address = pubkey(params[0])
      minContextSlot(config(params, 1))
      return withContext(Number(vm.account(address)?.lamports ?? 0n))
    },
    getLatestBlockhash: (params) => {
      minContextSlot(config(params, 0))
      return withContext(vm.latestBlockhash())
    },
    getRecentBlockhash: (params) => {
      config(params, 0)
      return withContext({
        blockhash: vm.latestBlockhash().blockhash,
        feeCalculator: { lamportsPerSignature: options.lamportsPerSignature },
      })
    },
    getFees: (params) => {
      config(params, 0)
      const { blockhash, lastValidBlockHeight } = vm.latestBlockhash()
      return withContext({
        blockhash,
        feeCalculator: { lamportsPerSignature: options.lamportsPerSignature },
        lastValidSlot: lastValidBlockHeight,
        lastValidBlockHeight,
      })
    },
    isBlockhashValid: (params) => {
      if (typeof params[0] !== 'string') throw invalid('expected a blockhash')
      minContextSlot(config(params, 1))
      return withContext(vm.isBlockhashValid(params[0]))
    },
    getFeeForMessage: (params) => {
      if (typeof params[0] !== 'string') throw invalid('expected a base64 message')
      config(params, 1)
      return withContext(fee(Buffer.from(params[0], 'base64')))
    },
    getMinimumBalanceForRentExemption: (params) => {
      const length = params[0]
      if (typeof length !== 'number' || !Number.isInteger(length) || length < 0)
        throw invalid('expected a data length')
      config(params, 1)
      return Number(vm.svm.minimumBalanceForRentExemption(BigInt(length)))
    },
    getAccountInfo: (params) => {
      const address = pubkey(params[0])
      const options = config(params, 1)
      minContextSlot(options)
      return withContext(encoded(address, encodingOf(options)))
    },
    getMultipleAccounts: (params) => {
      if (!Array.isArray(params[0])) throw invalid('expected an array of public keys')
      if (params[0].length > 100) throw invalid('Too many inputs provided; max 100')
      const addresses = params[0].map(pubkey)
      const options = config(params, 1)
      minContextSlot(options)
      const encoding = encodingOf(options)
      return withContext(addresses.map((address) => encoded(address, encoding)))
    },
    getProgramAccounts: (params) => {
      const program = pubkey(params[0])
      const options = config(params, 1)
      const encoding = encodingOf(options)
      const filters = Array.isArray(options.filters) ? (options.filters as Config[]) : []
      const accounts = vm.programAccounts(program).filter((account) =>
        filters.every((filter) => {
          if (typeof filter.dataSize === 'number') return account.data.length === filter.dataSize
          const memcmp = filter.memcmp as { offset?: number; bytes?: string; encoding?: string } | undefined
          if (!memcmp || typeof memcmp.bytes !== 'string') throw invalid('unsupported filter')
          const bytes =
            memcmp.encoding === 'base64' ? Buffer.from(memcmp.bytes, 'base64') : bs58.decode(memcmp.bytes)
          const offset = memcmp.offset ?? 0
          return Buffer.from(account.data.subarray(offset, offset + bytes.length)).equals(Buffer.from(bytes))
        }),
      )
      const keyed = accounts.map((account) => ({
        pubkey: account.address,
        account: encodeAccount(account, encoding, lookup),
      }))
      return options.withContext === true ? withContext(keyed) : keyed
    },
    getTokenAccountsByOwner: (params) => {
      const owner = pubkey(params[0])
      const filter = (params[1] ?? {}) as Config
      const options = config(params, 2)
      const encoding = encodingOf(options)
      return withContext(
        tokenAccountsOf(owner, filter).map((account) => ({
          pubkey: account.address,
          account: encodeAccount(account, encoding, lookup),
        })),
      )
    },
    getTokenAccountBalance: (params) => {
      const address = pubkey(params[0])
      config(params, 1)
      const account = vm.account(address)
      const parsed = account
        ? (parseTokenAccount(account, lookup) as { parsed?: { type?: string; info?: Config } } | undefined)
        : undefined
      if (parsed?.parsed?.type !== 'account') throw invalid('Invalid param: could not find account')
      return withContext(parsed.parsed.info?.tokenAmount)
    },
    getTokenSupply: (params) => {
      const address = pubkey(params[0])
      config(params, 1)
      const account = vm.account(address)
      const parsed = account
        ? (parseTokenAccount(account, lookup) as { parsed?: { type?: string; info?: Config } } | undefined)
        : undefined
      if (parsed?.parsed?.type !== 'mint') throw invalid('Invalid param: not a Token mint')
      const info = parsed.parsed.info as { supply: string; decimals: number }
      return withContext(tokenAmount(BigInt(info.supply), info.decimals))
    },
    getSignatureStatuses: (params) => {
      if (!Array.isArray(params[0])) throw invalid('expected an array of signatures')
      if (params[0].length > 256) throw invalid('Too many inputs provided; max 256')
      config(params, 1)
      return withContext(
        params[0].map((signature) => {
          const status = typeof signature === 'string' ? vm.status(signature) : undefined
          if (!status) return null
          return {
            slot: status.slot,
            confirmations: null,
            err: status.err,
            status: status.err === null ? { Ok: null } : { Err: status.err },
            confirmationStatus: 'finalized',
          }
        }),
      )
    },
    sendTransaction: (params) => {
      const options = config(params, 1)
      minContextSlot(options)
      const bytes = transactionBytes(params[0], options.encoding)
      return vm.send(bytes, { skipPreflight: options.skipPreflight === true })
    },
    simulateTransaction: (params) => {
      const options = config(params, 1)
      minContextSlot(options)
      const bytes = transactionBytes(params[0], options.encoding)
      const replaceBlockhash = options.replaceRecentBlockhash === true
      const sigVerify = options.sigVerify === true
      if (replaceBlockhash && sigVerify)
        throw invalid('sigVerify may not be used with replaceRecentBlockhash')
      const result = vm.simulate(bytes, { sigVerify, replaceBlockhash })
      const wanted = options.accounts as { addresses?: unknown[]; encoding?: string } | undefined
      const accounts = wanted?.addresses
        ? wanted.addresses.map((address) => {
            const key = pubkey(address)
            const account = result.accounts.find((item) => item.address === key) ?? vm.account(key)
            return account ? encodeAccount(account, { encoding: wanted.encoding ?? 'base64' }, lookup) : null
          })
        : null
      return withContext({
        err: result.err,
        logs: result.logs,
        accounts,
        unitsConsumed: result.unitsConsumed,
        returnData: result.returnData,
        innerInstructions: null,
        ...(replaceBlockhash ? { replacementBlockhash: vm.latestBlockhash() } : {}),
      })
    },
    requestAirdrop: (params) => {
      const address = pubkey(params[0])
      const lamports = params[1]
      if (typeof lamports !== 'number' || !Number.isSafeInteger(lamports) || lamports <= 0)
        throw invalid('expected a positive lamport amount')
      config(params, 2)
      return vm.airdrop(address, BigInt(lamports))
    },
  }
}
