import {
  Connection,
  PublicKey,
  SystemProgram,
  Transaction,
  type TransactionInstruction,
  VersionedTransaction,
} from '@solana/web3.js'
import { ConnectionError, GangwayError, RpcError } from '../../core/index.js'
import {
  amountAndReceiverRequired,
  ChainError,
  chainRpcUrls,
  connectBeforeRequest,
  createRetryFetch,
  invalidAmount,
  invalidTransaction,
  noRpcUrl,
  signingNeedsProvider,
  tokenRequired,
  walletReturnedNoSignature,
  walletReturnedNoTransaction,
} from '../../core/kit/index.js'
import { decodeBase58, encodeBase58 } from './base58.js'
import type { SolanaApi } from './SolanaApi.js'
import type { SolanaConnection } from './SolanaConnection.js'
import type { SolanaRuntime } from './SolanaRuntime.js'
import { SolanaTransactionError } from './SolanaTransactionError.js'
import type { SolanaSendOptions, SolanaTransactionRequest } from './SolanaTransactionRequest.js'
import {
  associatedTokenAddress,
  createAssociatedTokenAccountIdempotent,
  splPrograms,
  transferChecked,
} from './splInstructions.js'
import { toCommitment } from './toCommitment.js'
import { toSolanaError } from './toSolanaError.js'
import { walletChain } from './walletChain.js'

type AnyTransaction = Transaction | VersionedTransaction
type Actions = Omit<SolanaApi, 'getWallet'>
type Lifetime = { readonly blockhash: string; readonly lastValidBlockHeight: number }

interface SignMessageFeature {
  signMessage(
    ...inputs: { account: unknown; message: Uint8Array }[]
  ): Promise<readonly { signature: Uint8Array }[]>
}
interface SignTransactionFeature {
  signTransaction(
    ...inputs: { account: unknown; transaction: Uint8Array; chain?: string; options?: object }[]
  ): Promise<readonly { signedTransaction: Uint8Array }[]>
}
interface SignAndSendFeature {
  signAndSendTransaction(
    ...inputs: { account: unknown; transaction: Uint8Array; chain: string; options?: object }[]
  ): Promise<readonly { signature: Uint8Array }[]>
}

const toBase64 = (bytes: Uint8Array) => btoa(Array.from(bytes, (byte) => String.fromCharCode(byte)).join(''))
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
const isVersioned = (transaction: unknown): transaction is VersionedTransaction =>
  transaction instanceof VersionedTransaction
const serialize = (transaction: AnyTransaction): Uint8Array =>
  isVersioned(transaction)
    ? transaction.serialize()
    : transaction.serialize({ requireAllSignatures: false, verifySignatures: false })
const revive = <T>(like: T, bytes: Uint8Array): T =>
  (isVersioned(like) ? VersionedTransaction.deserialize(bytes) : Transaction.from(bytes)) as T

const required = () => new GangwayError(amountAndReceiverRequired)

function publicKey(value: unknown, what: string): PublicKey {
  const invalid = (cause?: unknown) =>
    new GangwayError('Invalid Solana address', {
      cause,
      details: `${what} must be a base58 public key (32 to 44 characters), received ${String(value)}`,
    })
  if (typeof value !== 'string') throw invalid()
  try {
    return new PublicKey(value)
  } catch (cause) {
    throw invalid(cause)
  }
}

function amountOf(value: unknown): bigint {
  let amount: bigint
  try {
    amount = BigInt(value as bigint | number | string)
  } catch (cause) {
    throw new GangwayError(invalidAmount, { cause, details: `${String(value)} is not an integer amount` })
  }
  if (amount <= 0n || amount >= 2n ** 64n)
    throw new GangwayError(invalidAmount, { details: 'The amount must be above 0 and fit in 64 bits' })
  return amount
}

/** The @solana/web3.js-backed solana actions, loaded by import() on first use. */
export function createSolanaActions(runtime: SolanaRuntime): Actions {
  const clients = new Map<string, Connection>()
  const lifetimes = new Map<string, Lifetime>()

  const connected = (): SolanaConnection => {
    const current = runtime.connection()
    if (!current) throw new ConnectionError(connectBeforeRequest)
    return current
  }
  const rpc = (): Connection => {
    const network = runtime.network()
    const config = runtime.config()
    const url = network && config && chainRpcUrls(network, config)[0]
    if (!network || !url) throw new ChainError(noRpcUrl, { details: String(network?.id) })
    let client = clients.get(url)
    if (!client) {
      const wsEndpoint = network.rpcUrls.default.webSocket?.[0]
      client = new Connection(url, {
        commitment: 'confirmed',
        disableRetryOnRateLimit: true,
        fetch: createRetryFetch({ fetch: config.fetch, timeoutMs: runtime.rpcTimeoutMs }),
        ...(wsEndpoint ? { wsEndpoint } : {}),
      })
      clients.set(url, client)
    }
    return client
  }
  const chainOf = (current: SolanaConnection) => {
    const network = runtime.network()
    return network && current.wallet.standard
      ? walletChain(network, current.wallet.standard.chains)
      : undefined
  }
  const standardFeature = <T>(current: SolanaConnection, name: string) =>
    current.wallet.standard?.features[name] as T | undefined

  const signBytes = async (message: Uint8Array, address?: string): Promise<Uint8Array> => {
    const current = runtime.connection()
    if (!current) throw new ConnectionError(signingNeedsProvider)
    if (address !== undefined && address !== current.address)
      throw new RpcError(4100, { details: `${address} is not the connected account` })
    const standard = standardFeature<SignMessageFeature>(current, 'solana:signMessage')
    const injected = current.wallet.injected
    try {
      if (standard) {
        const [output] = await standard.signMessage({ account: current.account, message })
        if (!output) throw new ConnectionError(walletReturnedNoSignature)
        return output.signature
      }
      if (injected?.signMessage) return (await injected.signMessage(message, 'utf8')).signature
    } catch (error) {
      throw toSolanaError(error)
    }
    throw new ConnectionError(signingNeedsProvider, {
      details: `${current.wallet.name} cannot sign messages`,
    })
  }

  const signTransaction = async <T>(transaction: T): Promise<T> => {
    const current = connected()
    const standard = standardFeature<SignTransactionFeature>(current, 'solana:signTransaction')
    const injected = current.wallet.injected
    try {
      if (standard) {
        const chain = chainOf(current)
        const [output] = await standard.signTransaction({
          account: current.account,
          transaction: serialize(transaction as AnyTransaction),
          ...(chain ? { chain } : {}),
        })
        if (!output) throw new ConnectionError(walletReturnedNoTransaction)
        return revive(transaction, output.signedTransaction)
      }
      if (injected?.signTransaction) return await injected.signTransaction(transaction)
    } catch (error) {
      throw toSolanaError(error)
    }
    throw new ConnectionError(signingNeedsProvider, {
      details: `${current.wallet.name} cannot sign transactions`,
    })
  }

  const settle = async (signature: string) => {
    for (let attempt = 0; attempt < 60; attempt += 1) {
      try {
        const { value } = await rpc().getSignatureStatuses([signature])
        if (value[0]?.confirmationStatus && value[0].confirmationStatus !== 'processed') break
      } catch {
        break
      }
      await new Promise((resolve) => setTimeout(resolve, 1_000))
    }
    runtime.refreshBalance()
  }

  const send = async (transaction: AnyTransaction, options: SolanaSendOptions): Promise<string> => {
    const preflightCommitment = toCommitment(options.preflightCommitment)
    const current = connected()
    const sendOptions = {
      preflightCommitment,
      ...(options.skipPreflight === undefined ? {} : { skipPreflight: options.skipPreflight }),
      ...(options.maxRetries === undefined ? {} : { maxRetries: options.maxRetries }),
      ...(options.minContextSlot === undefined ? {} : { minContextSlot: options.minContextSlot }),
    }
    const chain = chainOf(current)
    const signAndSend = standardFeature<SignAndSendFeature>(current, 'solana:signAndSendTransaction')
    let signature: string
    try {
      if (signAndSend && chain) {
        const [output] = await signAndSend.signAndSendTransaction({
          account: current.account,
          transaction: serialize(transaction),
          chain,
          options: sendOptions,
        })
        if (!output) throw new ConnectionError(walletReturnedNoSignature)
        signature = encodeBase58(output.signature)
      } else if (
        standardFeature(current, 'solana:signTransaction') ||
        current.wallet.injected?.signTransaction ||
        !current.wallet.injected?.signAndSendTransaction
      ) {
        const signed = await signTransaction(transaction)
        signature = await rpc().sendRawTransaction(serialize(signed), sendOptions)
      } else {
        signature = (await current.wallet.injected.signAndSendTransaction(transaction, sendOptions)).signature
      }
    } catch (error) {
      throw toSolanaError(error)
    }
    void settle(signature)
    return signature
  }

  const build = async (instructions: readonly TransactionInstruction[], options: SolanaSendOptions) => {
    const current = connected()
    const lifetime = await rpc().getLatestBlockhash(toCommitment(options.preflightCommitment))
    const transaction = new Transaction({ feePayer: new PublicKey(current.address), ...lifetime }).add(
      ...instructions,
    )
    const signature = await send(transaction, options)
    const oldest = lifetimes.size >= 64 ? lifetimes.keys().next().value : undefined
    if (oldest !== undefined) lifetimes.delete(oldest)
    lifetimes.set(signature, lifetime)
    return signature
  }

  const mintInfo = async (mint: PublicKey) => {
    const info = await rpc().getAccountInfo(mint)
    const owner = info?.owner
    if (
      !info ||
      !owner ||
      !(owner.equals(splPrograms.token) || owner.equals(splPrograms.token2022)) ||
      info.data.length < 82
    )
      throw new GangwayError('Not an SPL token mint', { details: mint.toBase58() })
    return { tokenProgram: owner, decimals: info.data[44] as number }
  }

  const actions: Actions = {
    async signMessage({ message, address }) {
      const bytes = typeof message === 'string' ? new TextEncoder().encode(message) : message
      return encodeBase58(await signBytes(bytes, address))
    },

    signTransaction,

    async sendSol({ to, lamports, ...options }) {
      if (to === undefined || to === '' || lamports === undefined) throw required()
      toCommitment(options.preflightCommitment)
      const current = connected()
      const instruction = SystemProgram.transfer({
        fromPubkey: new PublicKey(current.address),
        toPubkey: publicKey(to, 'to'),
        lamports: amountOf(lamports),
      })
      return build([instruction], options)
    },

    async transferToken({ mint, to, amount, decimals, ...options }) {
      if (mint === undefined || mint === '') throw new GangwayError(tokenRequired)
      if (to === undefined || to === '' || amount === undefined) throw required()
      toCommitment(options.preflightCommitment)
      const current = connected()
      const mintKey = publicKey(mint, 'token')
      const recipient = publicKey(to, 'to')
      const base = amountOf(amount)
      const owner = new PublicKey(current.address)
      const info = await mintInfo(mintKey)
      if (decimals !== undefined && decimals !== info.decimals)
        throw new GangwayError(invalidAmount, {
          details: `The token has ${info.decimals} decimals, not ${decimals}`,
        })
      const destination = associatedTokenAddress(recipient, mintKey, info.tokenProgram)
      return build(
        [
          createAssociatedTokenAccountIdempotent({
            payer: owner,
            account: destination,
            owner: recipient,
            mint: mintKey,
            tokenProgram: info.tokenProgram,
          }),
          transferChecked({
            source: associatedTokenAddress(owner, mintKey, info.tokenProgram),
            mint: mintKey,
            destination,
            owner,
            amount: base,
            decimals: info.decimals,
            tokenProgram: info.tokenProgram,
          }),
        ],
        options,
      )
    },

    async sendTransaction(request: SolanaTransactionRequest) {
      if (!request || typeof request !== 'object') throw required()
      if ('transaction' in request) {
        const transaction = request.transaction
        if (!(transaction instanceof Transaction) && !isVersioned(transaction))
          throw new GangwayError(invalidTransaction, {
            details: 'Expected a @solana/web3.js Transaction or VersionedTransaction',
          })
        toCommitment(request.preflightCommitment)
        if (transaction instanceof Transaction) {
          transaction.feePayer ??= new PublicKey(connected().address)
          if (!transaction.recentBlockhash) {
            const lifetime = await rpc().getLatestBlockhash(toCommitment(request.preflightCommitment))
            transaction.recentBlockhash = lifetime.blockhash
            transaction.lastValidBlockHeight = lifetime.lastValidBlockHeight
          }
        }
        return send(transaction, request)
      }
      if ('token' in request)
        return actions.transferToken({
          ...request,
          mint: request.token,
          amount: request.amount as bigint,
        })
      return actions.sendSol({ ...request, lamports: (request as { value?: bigint }).value as bigint })
    },

    async getTokenBalance({ mint, owner }) {
      const mintKey = publicKey(mint, 'token')
      const holder = owner === undefined ? new PublicKey(connected().address) : publicKey(owner, 'owner')
      const info = await mintInfo(mintKey)
      const account = associatedTokenAddress(holder, mintKey, info.tokenProgram)
      if (!(await rpc().getAccountInfo(account)))
        return { amount: 0n, decimals: info.decimals, uiAmountString: '0' }
      const { value } = await rpc().getTokenAccountBalance(account)
      return {
        amount: BigInt(value.amount),
        decimals: value.decimals,
        uiAmountString: value.uiAmountString ?? String(value.uiAmount ?? 0),
      }
    },

    async confirmTransaction(signature, options = {}) {
      const commitment = toCommitment(options.commitment)
      const client = rpc()
      const lifetime = lifetimes.get(signature) ?? (await client.getLatestBlockhash(commitment))
      const controller = new AbortController()
      const timer = setTimeout(() => controller.abort(), options.timeoutMs ?? 60_000)
      try {
        const { value } = await client.confirmTransaction(
          { signature, ...lifetime, abortSignal: controller.signal },
          commitment,
        )
        if (value.err)
          throw new SolanaTransactionError('failed', 'The transaction failed.', {
            details: JSON.stringify(value.err),
          })
      } catch (error) {
        throw toSolanaError(error)
      } finally {
        clearTimeout(timer)
        lifetimes.delete(signature)
      }
    },

    async request({ method, params }) {
      const args = (params ?? {}) as Record<string, unknown>
      switch (method) {
        case 'solana_getAccounts':
        case 'solana_requestAccounts':
          return [{ pubkey: connected().address }]
        case 'solana_signMessage': {
          if (typeof args.message !== 'string' || typeof args.pubkey !== 'string')
            throw new RpcError(-32602, { details: 'solana_signMessage expects { message: base58, pubkey }' })
          let message: Uint8Array
          try {
            message = decodeBase58(args.message)
          } catch (cause) {
            throw new RpcError(-32602, { cause, details: 'message must be base58' })
          }
          return { signature: encodeBase58(await signBytes(message, args.pubkey)) }
        }
        case 'solana_signTransaction':
        case 'solana_signAndSendTransaction': {
          if (typeof args.transaction !== 'string')
            throw new RpcError(-32602, { details: `${method} expects { transaction: base64 }` })
          const transaction = VersionedTransaction.deserialize(fromBase64(args.transaction))
          if (method === 'solana_signAndSendTransaction')
            return { signature: await send(transaction, (args.sendOptions ?? {}) as SolanaSendOptions) }
          const signed = await signTransaction(transaction)
          return { signature: encodeBase58(signed.signatures[0]!), transaction: toBase64(signed.serialize()) }
        }
        default:
          throw new RpcError(4200, { details: `${method} is not supported by the solana plugin` })
      }
    },
  }
  return actions
}
