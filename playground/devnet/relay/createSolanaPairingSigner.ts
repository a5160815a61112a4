import bs58 from 'bs58'
import { createSolanaDevWallet } from '../solana/wallet/createSolanaDevWallet.js'
import { parseWireTransaction } from '../solana/wallet/parseWireTransaction.js'
import type { SolanaDevWalletChain } from '../solana/wallet/SolanaDevWalletChain.js'
import { ProviderRpcError } from '../wallet/ProviderRpcError.js'

/** The pairing wallet's Solana side: answers WalletConnect's solana_* requests with a dev key. */
export interface SolanaPairingSigner {
  readonly address: string
  /** The result of a solana_* session request for `chain` (solana:<genesis prefix>). */
  answer(method: string, params: unknown, chain: string): Promise<unknown>
  /** Requests waiting for a decision (with manualApproval), their ids prefixed 'solana-'. */
  pending(): readonly { readonly id: string; readonly method: string; readonly params: unknown }[]
  resolve(id: string, approved: boolean): boolean
}

const prefix = 'solana-'

/**
 * The Solana dev wallet (tweetnacl ed25519 signatures, sends over the chain's JSON-RPC) behind
 * WalletConnect's Solana JSON-RPC: base58 messages and signatures, base64 transactions.
 */
export async function createSolanaPairingSigner(options: {
  readonly chains: readonly SolanaDevWalletChain[]
  readonly secretKey: Uint8Array
  readonly manualApproval?: boolean
}): Promise<SolanaPairingSigner> {
  const wallet = createSolanaDevWallet({
    chains: options.chains,
    secretKeys: [options.secretKey],
    name: 'Gangway Pairing Wallet',
  })
  const [account] = (await wallet.features['standard:connect'].connect()).accounts
  if (!account) throw new ProviderRpcError(4100, 'The Solana pairing wallet has no account')
  if (options.manualApproval) wallet.setAutoApprove(false)
  const { address } = account
  const text = (params: unknown, name: string) => {
    const value = (params as Record<string, unknown> | undefined)?.[name]
    if (typeof value !== 'string') throw new ProviderRpcError(-32602, `Expected params.${name} as a string`)
    return value
  }
  const transaction = (params: unknown) => Uint8Array.from(Buffer.from(text(params, 'transaction'), 'base64'))
  return {
    address,
    async answer(method, params, chain) {
      switch (method) {
        case 'solana_getAccounts':
        case 'solana_requestAccounts':
          return [{ pubkey: address }]
        case 'solana_signMessage': {
          if (text(params, 'pubkey') !== address)
            throw new ProviderRpcError(4100, `${text(params, 'pubkey')} is not this wallet's account`)
          const message = bs58.decode(text(params, 'message'))
          const [signed] = await wallet.features['solana:signMessage'].signMessage({ account, message })
          return { signature: bs58.encode(signed!.signature) }
        }
        case 'solana_signTransaction': {
          const [signed] = await wallet.features['solana:signTransaction'].signTransaction({
            account,
            transaction: transaction(params),
            chain: chain as `${string}:${string}`,
          })
          const wire = parseWireTransaction(signed!.signedTransaction)
          return {
            signature: bs58.encode(wire.signatures[wire.signers.indexOf(address)]!),
            transaction: Buffer.from(signed!.signedTransaction).toString('base64'),
          }
        }
        case 'solana_signAndSendTransaction': {
          const sendOptions = (params as { sendOptions?: object } | undefined)?.sendOptions
          const [sent] = await wallet.features['solana:signAndSendTransaction'].signAndSendTransaction({
            account,
            transaction: transaction(params),
            chain: chain as `${string}:${string}`,
            ...(sendOptions ? { options: sendOptions } : {}),
          })
          return { signature: bs58.encode(sent!.signature) }
        }
        default:
          throw new ProviderRpcError(4200, `The pairing wallet does not support ${method}`)
      }
    },
    pending: () =>
      wallet.pending().map(({ id, method, params }) => ({ id: `${prefix}${id}`, method, params })),
    resolve: (id, approved) => id.startsWith(prefix) && wallet.resolve(id.slice(prefix.length), approved),
  }
}
