import { VersionedTransaction } from '@solana/web3.js'
import { RpcError } from '../../entries/plugin.js'
import { decodeBase58, encodeBase58 } from './base58.js'
import type { SolanaSigner } from './createSolanaSigner.js'
import { fromBase64 } from './fromBase64.js'
import type { SolanaApi } from './SolanaApi.js'
import type { SolanaConnection } from './SolanaConnection.js'
import type { SolanaSendOptions } from './SolanaTransactionRequest.js'
import { toBase64 } from './toBase64.js'

/** The solana_* JSON-RPC methods a dapp asks a Solana wallet for, answered through the connected wallet. */
export function createSolanaRequest(
  signer: SolanaSigner,
  connected: () => SolanaConnection,
): SolanaApi['request'] {
  return async ({ method, params }) => {
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
        return { signature: encodeBase58(await signer.signBytes(message, args.pubkey)) }
      }
      case 'solana_signTransaction':
      case 'solana_signAndSendTransaction': {
        if (typeof args.transaction !== 'string')
          throw new RpcError(-32602, { details: `${method} expects { transaction: base64 }` })
        const transaction = VersionedTransaction.deserialize(fromBase64(args.transaction))
        if (method === 'solana_signAndSendTransaction')
          return { signature: await signer.send(transaction, (args.sendOptions ?? {}) as SolanaSendOptions) }
        const signed = await signer.signTransaction(transaction)
        return { signature: encodeBase58(signed.signatures[0]!), transaction: toBase64(signed.serialize()) }
      }
      default:
        throw new RpcError(4200, { details: `${method} is not supported by the solana plugin` })
    }
  }
}
