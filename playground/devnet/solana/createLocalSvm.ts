import { createHash } from 'node:crypto'
import {
  type Address,
  type EncodedAccount,
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type Transaction,
} from '@solana/kit'
import bs58 from 'bs58'
import { FailedTransactionMetadata, LiteSVM } from 'litesvm'
import { createTransactionLog, type TransactionLog } from './createTransactionLog.js'
import { describeTransactionError } from './describeTransactionError.js'
import { SolanaRpcError } from './SolanaRpcError.js'

export interface LocalSvmOptions {
  /** Seeds the genesis hash, hence the network's CAIP-2 id; the same seed gives the same id on every start. */
  readonly seed?: string
  /** Wall-clock time of one slot (ms); each slot also issues a new blockhash. 0 stops the clock. */
  readonly slotMs?: number
}

export interface SignatureStatus {
  readonly slot: number
  readonly err: unknown
}

export interface Simulation {
  readonly err: unknown
  readonly message?: string
  readonly logs: readonly string[]
  readonly unitsConsumed: number
  readonly returnData: { readonly programId: string; readonly data: readonly [string, 'base64'] } | null
  readonly accounts: readonly EncodedAccount[]
}

/** litesvm with what a validator adds around it: slots, a window of recent blockhashes, signature statuses. */
export interface LocalSvm {
  readonly svm: LiteSVM
  readonly genesisHash: string
  slot(): number
  blockHeight(): number
  transactionCount(): number
  latestBlockhash(): { readonly blockhash: string; readonly lastValidBlockHeight: number }
  isBlockhashValid(blockhash: string): boolean
  account(address: string): EncodedAccount | undefined
  programAccounts(program: string): readonly EncodedAccount[]
  simulate(
    bytes: Uint8Array,
    options: { readonly sigVerify: boolean; readonly replaceBlockhash: boolean },
  ): Simulation
  send(bytes: Uint8Array, options: { readonly skipPreflight: boolean }): string
  airdrop(address: string, lamports: bigint): string
  status(signature: string): SignatureStatus | undefined
  /** Every landed transaction with its balances before and after (getTransaction, getSignaturesForAddress). */
  readonly log: TransactionLog
  /** Called after every slot, with the signature when a transaction landed in it. */
  onSlot(listener: (slot: number, signature?: string) => void): () => void
  stop(): void
}

const blockhashWindow = 150
const zeroSignature = '1111111111111111111111111111111111111111111111111111111111111111'

type CompiledMessage = ReturnType<ReturnType<typeof getCompiledTransactionMessageDecoder>['decode']>

function decode(bytes: Uint8Array): {
  transaction: Transaction
  signature: string
  blockhash: string
  message: CompiledMessage
} {
  let transaction: Transaction
  let message: CompiledMessage
  try {
    transaction = getTransactionDecoder().decode(bytes)
    message = getCompiledTransactionMessageDecoder().decode(transaction.messageBytes)
  } catch (error) {
    throw new SolanaRpcError(
      -32602,
      `invalid transaction: failed to deserialize VersionedTransaction: ${(error as Error).message}`,
    )
  }
  const first = Object.values(transaction.signatures)[0]
  return {
    transaction,
    signature: first ? bs58.encode(first) : zeroSignature,
    blockhash: message.lifetimeToken,
    message,
  }
}

const noHeader = { numRequiredSignatures: 0, numReadonlySignedAccounts: 0, numReadonlyUnsignedAccounts: 0 }

/** Starts a litesvm with the standard builtins, sysvars and SPL programs, and a slot clock. */
export function createLocalSvm(options: LocalSvmOptions = {}): LocalSvm {
  const svm = new LiteSVM().withBlockhashCheck(false).withLamports(10n ** 18n)
  const genesisHash = bs58.encode(
    createHash('sha256')
      .update(`gangway local svm ${options.seed ?? 'devnet'}`)
      .digest(),
  )
  const statuses = new Map<string, SignatureStatus>()
  const blockhashes = new Map<string, number>()
  const listeners = new Set<(slot: number, signature?: string) => void>()
  let slot = 1
  let transactions = 0
  let latest = svm.latestBlockhash() as string
  svm.warpToSlot(BigInt(slot))
  blockhashes.set(latest, slot + blockhashWindow)

  const advance = (signature?: string) => {
    slot += 1
    svm.warpToSlot(BigInt(slot))
    svm.expireBlockhash()
    latest = svm.latestBlockhash() as string
    blockhashes.set(latest, slot + blockhashWindow)
    for (const [hash, lastValid] of blockhashes) if (lastValid < slot) blockhashes.delete(hash)
    for (const listener of [...listeners]) listener(slot, signature)
  }
  const log = createTransactionLog((address) => {
    const account = svm.getAccount(address as Address)
    return account.exists ? account : undefined
  })
  const land = (signature: string, err: unknown, draft: Parameters<TransactionLog['record']>[0]) => {
    transactions += 1
    statuses.set(signature, { slot, err })
    log.record(draft, slot)
    advance(signature)
  }
  const clock = options.slotMs === 0 ? undefined : setInterval(() => advance(), options.slotMs ?? 400)
  clock?.unref()

  const simulate: LocalSvm['simulate'] = (bytes, { sigVerify, replaceBlockhash }) => {
    const { transaction, blockhash } = decode(bytes)
    if (!replaceBlockhash && !blockhashes.has(blockhash))
      return {
        ...describeTransactionError(7),
        logs: [],
        unitsConsumed: 0,
        returnData: null,
        accounts: [],
      }
    svm.withSigverify(sigVerify)
    try {
      const result = svm.simulateTransaction(transaction)
      const meta = result.meta()
      const returned = meta.returnData()
      const programId = bs58.encode(returned.programId())
      const base = {
        logs: meta.logs(),
        unitsConsumed: Number(meta.computeUnitsConsumed()),
        returnData:
          returned.data().length > 0
            ? { programId, data: [Buffer.from(returned.data()).toString('base64'), 'base64'] as const }
            : null,
      }
      if (result instanceof FailedTransactionMetadata) {
        const { err, message } = describeTransactionError(result.err())
        return { ...base, err, message, accounts: [] }
      }
      return { ...base, err: null, accounts: result.postAccounts() }
    } finally {
      svm.withSigverify(true)
    }
  }

  return {
    svm,
    genesisHash,
    slot: () => slot,
    blockHeight: () => slot,
    transactionCount: () => transactions,
    latestBlockhash: () => ({ blockhash: latest, lastValidBlockHeight: blockhashes.get(latest) ?? slot }),
    isBlockhashValid: (blockhash) => (blockhashes.get(blockhash) ?? -1) >= slot,
    account(address) {
      const account = svm.getAccount(address as Address)
      return account.exists ? account : undefined
    },
    programAccounts: (program) => svm.getProgramAccounts(program as Address),
    simulate,
    send(bytes, { skipPreflight }) {
      const { transaction, signature, blockhash, message } = decode(bytes)
      if (signature === zeroSignature)
        throw new SolanaRpcError(-32003, 'Transaction signature verification failure')
      if (!skipPreflight) {
        const preflight = simulate(bytes, { sigVerify: true, replaceBlockhash: false })
        if (preflight.err !== null)
          throw new SolanaRpcError(-32002, `Transaction simulation failed: ${preflight.message}`, {
            err: preflight.err,
            logs: preflight.logs,
            accounts: null,
            unitsConsumed: preflight.unitsConsumed,
            returnData: preflight.returnData,
          })
      }
      if (!blockhashes.has(blockhash)) return signature
      const accountKeys = message.staticAccounts.map(String)
      const before = log.snapshot(accountKeys)
      const draft = (err: unknown) => ({
        ...before,
        signature,
        err,
        fee: message.header.numSignerAccounts * 5_000,
        accountKeys,
        recentBlockhash: blockhash,
        header: {
          numRequiredSignatures: message.header.numSignerAccounts,
          numReadonlySignedAccounts: message.header.numReadonlySignerAccounts,
          numReadonlyUnsignedAccounts: message.header.numReadonlyNonSignerAccounts,
        },
        instructions: ('instructions' in message ? message.instructions : []).map((instruction) => ({
          programIdIndex: instruction.programAddressIndex,
          accounts: [...(instruction.accountIndices ?? [])],
          data: bs58.encode(Uint8Array.from(instruction.data ?? [])),
        })),
      })
      const result = svm.sendTransaction(transaction)
      if (!(result instanceof FailedTransactionMetadata)) land(signature, null, draft(null))
      else if (svm.getTransaction(signature as never) && !statuses.has(signature)) {
        const err = describeTransactionError(result.err()).err
        land(signature, err, draft(err))
      }
      return signature
    },
    airdrop(address, lamports) {
      const before = log.snapshot([address])
      const result = svm.airdrop(address as Address, lamports as never)
      if (!result || result instanceof FailedTransactionMetadata)
        throw new SolanaRpcError(
          -32603,
          `airdrop failed: ${result ? describeTransactionError(result.err()).message : 'no result'}`,
        )
      const signature = bs58.encode(result.signature())
      land(signature, null, {
        ...before,
        signature,
        err: null,
        fee: 0,
        accountKeys: [address],
        recentBlockhash: latest,
        header: noHeader,
        instructions: [],
      })
      return signature
    },
    status: (signature) => statuses.get(signature),
    log,
    onSlot(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    stop() {
      clearInterval(clock)
      listeners.clear()
    },
  }
}
