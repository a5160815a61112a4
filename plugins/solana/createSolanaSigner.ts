import { type Connection, Transaction, VersionedTransaction } from '@solana/web3.js'
import {
  ConnectionError,
  RpcError,
  signingNeedsProvider,
  walletReturnedNoSignature,
  walletReturnedNoTransaction,
} from '../../entries/plugin.js'
import { encodeBase58 } from './base58.js'
import { isVersionedTransaction } from './isVersionedTransaction.js'
import type { SolanaConnection } from './SolanaConnection.js'
import type { SolanaRuntime } from './SolanaRuntime.js'
import type { SolanaSendOptions } from './SolanaTransactionRequest.js'
import { toCommitment } from './toCommitment.js'
import { toSolanaError } from './toSolanaError.js'
import { walletChain } from './walletChain.js'

type AnyTransaction = Transaction | VersionedTransaction

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

export interface SolanaSigner {
  /** Signs bytes with the connected wallet; a given `address` must be the connected one. */
  signBytes(message: Uint8Array, address?: string): Promise<Uint8Array>
  signTransaction<T>(transaction: T): Promise<T>
  /** Signs and sends, by the wallet when it can, else signs and sends through the RPC; refreshes the balance once it lands. */
  send(transaction: AnyTransaction, options: SolanaSendOptions): Promise<string>
}

const serialize = (transaction: AnyTransaction): Uint8Array =>
  isVersionedTransaction(transaction)
    ? transaction.serialize()
    : transaction.serialize({ requireAllSignatures: false, verifySignatures: false })
const revive = <T>(like: T, bytes: Uint8Array): T =>
  (isVersionedTransaction(like) ? VersionedTransaction.deserialize(bytes) : Transaction.from(bytes)) as T

/** Signing and sending through the connected wallet: Wallet Standard features first, else the injected provider. */
export function createSolanaSigner(
  runtime: SolanaRuntime,
  rpc: () => Connection,
  connected: () => SolanaConnection,
): SolanaSigner {
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

  return { signBytes, signTransaction, send }
}
