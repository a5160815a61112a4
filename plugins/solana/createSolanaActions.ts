import { PublicKey, SystemProgram, Transaction, type TransactionInstruction } from '@solana/web3.js'
import {
  amountAndReceiverRequired,
  ConnectionError,
  connectBeforeRequest,
  GangwayError,
  invalidAmount,
  invalidTransaction,
  tokenRequired,
} from '../../entries/plugin.js'
import { encodeBase58 } from './base58.js'
import { createSolanaRequest } from './createSolanaRequest.js'
import { createSolanaRpc } from './createSolanaRpc.js'
import { createSolanaSigner } from './createSolanaSigner.js'
import { isVersionedTransaction } from './isVersionedTransaction.js'
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
import { toBaseAmount } from './toBaseAmount.js'
import { toCommitment } from './toCommitment.js'
import { toPublicKey } from './toPublicKey.js'
import { toSolanaError } from './toSolanaError.js'

type Actions = Omit<SolanaApi, 'getWallet' | 'signIn'>
type Lifetime = { readonly blockhash: string; readonly lastValidBlockHeight: number }

const required = () => new GangwayError(amountAndReceiverRequired)

/** The @solana/web3.js-backed solana actions, loaded by import() on first use. */
export function createSolanaActions(runtime: SolanaRuntime): Actions {
  const lifetimes = new Map<string, Lifetime>()
  const connected = (): SolanaConnection => {
    const current = runtime.connection()
    if (!current) throw new ConnectionError(connectBeforeRequest)
    return current
  }
  const rpc = createSolanaRpc(runtime)
  const signer = createSolanaSigner(runtime, rpc, connected)

  const build = async (instructions: readonly TransactionInstruction[], options: SolanaSendOptions) => {
    const current = connected()
    const lifetime = await rpc().getLatestBlockhash(toCommitment(options.preflightCommitment))
    const transaction = new Transaction({ feePayer: new PublicKey(current.address), ...lifetime }).add(
      ...instructions,
    )
    const signature = await signer.send(transaction, options)
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
      return encodeBase58(await signer.signBytes(bytes, address))
    },

    signTransaction: signer.signTransaction,

    async sendSol({ to, lamports, ...options }) {
      if (to === undefined || to === '' || lamports === undefined) throw required()
      toCommitment(options.preflightCommitment)
      const current = connected()
      const instruction = SystemProgram.transfer({
        fromPubkey: new PublicKey(current.address),
        toPubkey: toPublicKey(to, 'to'),
        lamports: toBaseAmount(lamports),
      })
      return build([instruction], options)
    },

    async transferToken({ mint, to, amount, decimals, ...options }) {
      if (mint === undefined || mint === '') throw new GangwayError(tokenRequired)
      if (to === undefined || to === '' || amount === undefined) throw required()
      toCommitment(options.preflightCommitment)
      const current = connected()
      const mintKey = toPublicKey(mint, 'token')
      const recipient = toPublicKey(to, 'to')
      const base = toBaseAmount(amount)
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
        if (!(transaction instanceof Transaction) && !isVersionedTransaction(transaction))
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
        return signer.send(transaction, request)
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
      const mintKey = toPublicKey(mint, 'token')
      const holder = owner === undefined ? new PublicKey(connected().address) : toPublicKey(owner, 'owner')
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

    request: createSolanaRequest(signer, connected),
  }
  return actions
}
