import {
  ConnectionError,
  type Connector,
  walletReturnedNoSignature,
  walletReturnedNoTransaction,
} from '../../entries/plugin.js'
import { decodeBase58, encodeBase58 } from './base58.js'
import type { DiscoveredSolanaWallet } from './DiscoveredSolanaWallet.js'
import { fromBase64 } from './fromBase64.js'
import type { StandardWallet, StandardWalletAccount } from './StandardWallet.js'
import { toBase64 } from './toBase64.js'

type Listener = (...args: never[]) => void

/** A provider speaking WalletConnect's Solana JSON-RPC (solana_requestAccounts, solana_signMessage, ...), e.g. the walletconnect plugin's. */
interface SolanaRpcProvider {
  request(args: { readonly method: string; readonly params?: unknown }): Promise<unknown>
  on?(event: string, listener: Listener): unknown
  removeListener?(event: string, listener: Listener): unknown
}

interface Input {
  readonly account: { readonly address: string }
  readonly message?: Uint8Array
  readonly transaction?: Uint8Array
  readonly options?: object
}

const version = '1.0.0'
const features = ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction']

const field = (answer: unknown, name: 'signature' | 'transaction') => {
  const value = (answer as Record<string, unknown> | null | undefined)?.[name]
  return typeof value === 'string' ? value : undefined
}

/**
 * A connector's JSON-RPC provider as a Wallet Standard wallet, so the adapter drives it like any other:
 * messages go as base58, transactions as base64, signatures come back as base58. A wallet that answers
 * solana_signTransaction with a signature only gets it put into the transaction's signer slot.
 */
export function createRpcWallet(
  connector: Connector,
  chains: readonly string[],
): DiscoveredSolanaWallet | undefined {
  const provider = connector.provider as SolanaRpcProvider | undefined
  if (typeof provider?.request !== 'function') return undefined
  const ask = (method: string, params?: object) =>
    provider.request(params === undefined ? { method } : { method, params })
  let accounts: StandardWalletAccount[] = []
  const each =
    <T>(sign: (input: Input) => Promise<T>) =>
    async (...inputs: Input[]) => {
      const outputs: T[] = []
      for (const input of inputs) outputs.push(await sign(input))
      return outputs
    }
  const signature = (answer: unknown) => {
    const value = field(answer, 'signature')
    if (!value) throw new ConnectionError(walletReturnedNoSignature)
    return decodeBase58(value)
  }
  const signed = async (bytes: Uint8Array, address: string, answer: unknown) => {
    const transaction = field(answer, 'transaction')
    if (transaction) return fromBase64(transaction)
    if (!field(answer, 'signature')) throw new ConnectionError(walletReturnedNoTransaction)
    const { PublicKey, VersionedTransaction } = await import('@solana/web3.js')
    const revived = VersionedTransaction.deserialize(bytes)
    revived.addSignature(new PublicKey(address), signature(answer))
    return revived.serialize()
  }
  const standard: StandardWallet = {
    version,
    name: connector.name,
    icon: connector.imageUrl ?? '',
    chains,
    get accounts() {
      return accounts
    },
    features: {
      'standard:connect': {
        version,
        async connect(input?: { readonly silent?: boolean }) {
          const answer = await ask(input?.silent ? 'solana_getAccounts' : 'solana_requestAccounts')
          accounts = (Array.isArray(answer) ? answer : []).flatMap((item: { pubkey?: unknown }) =>
            typeof item?.pubkey === 'string'
              ? [{ address: item.pubkey, publicKey: decodeBase58(item.pubkey), chains, features }]
              : [],
          )
          return { accounts }
        },
      },
      'standard:disconnect': {
        version,
        async disconnect() {
          accounts = []
          await ask('wallet_revokePermissions')
        },
      },
      'standard:events': {
        version,
        on(_event: 'change', listener: (properties: { accounts: [] }) => void) {
          const lost = () => listener({ accounts: [] })
          provider.on?.('disconnect', lost)
          return () => void provider.removeListener?.('disconnect', lost)
        },
      },
      'solana:signMessage': {
        version,
        signMessage: each(async ({ account, message = new Uint8Array() }) => ({
          signedMessage: message,
          signature: signature(
            await ask('solana_signMessage', { message: encodeBase58(message), pubkey: account.address }),
          ),
        })),
      },
      'solana:signTransaction': {
        version,
        signTransaction: each(async ({ account, transaction = new Uint8Array() }) => ({
          signedTransaction: await signed(
            transaction,
            account.address,
            await ask('solana_signTransaction', {
              transaction: toBase64(transaction),
              pubkey: account.address,
            }),
          ),
        })),
      },
      'solana:signAndSendTransaction': {
        version,
        signAndSendTransaction: each(async ({ account, transaction = new Uint8Array(), options }) => ({
          signature: signature(
            await ask('solana_signAndSendTransaction', {
              transaction: toBase64(transaction),
              pubkey: account.address,
              ...(options ? { sendOptions: options } : {}),
            }),
          ),
        })),
      },
    },
  }
  return { id: connector.id, name: connector.name, type: 'announced', standard }
}
