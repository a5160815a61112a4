import { secp256k1 } from '@noble/curves/secp256k1.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { base64, bech32 } from '@scure/base'
import { ProviderRpcError } from '../wallet/ProviderRpcError.js'
import { createPairingApprovals } from './createPairingApprovals.js'
import { devMnemonicKey } from './devMnemonicKey.js'
import { hash160 } from './hash160.js'
import type { PairingNamespaceSigner } from './PairingNamespaceSigner.js'
import { readParam } from './readParam.js'
import { sortedJson } from './sortedJson.js'

const cosmosChain = /^cosmos:[-a-zA-Z0-9]{1,32}$/

/**
 * The pairing wallet's Cosmos side: the secp256k1 key m/44'/118'/0'/0/0 of the dev mnemonic, its bech32
 * address per chain (osmo… on Osmosis chains, cosmos… elsewhere), answering cosmos_getAccounts and
 * cosmos_signAmino (SHA-256 of the sign doc as sorted JSON, the Amino sign bytes).
 */
export function createCosmosPairingSigner(
  options: { readonly manualApproval?: boolean } = {},
): PairingNamespaceSigner & { address(chain: string): string } {
  const key = devMnemonicKey("m/44'/118'/0'/0/0")
  const publicKey = key.publicKey!
  const words = bech32.toWords(hash160(publicKey))
  const address = (chain: string) => bech32.encode(chain.startsWith('cosmos:osmo') ? 'osmo' : 'cosmos', words)
  const pubkey = base64.encode(publicKey)
  const approvals = createPairingApprovals('cosmos', options.manualApproval)
  return {
    namespace: 'cosmos',
    address,
    approve(chains) {
      const served = chains.filter((chain) => cosmosChain.test(chain))
      if (served.length === 0) return undefined
      return {
        chains: served,
        methods: ['cosmos_getAccounts', 'cosmos_signAmino'],
        events: ['chainChanged', 'accountsChanged'],
        accounts: served.map((chain) => `${chain}:${address(chain)}`),
      }
    },
    async answer(method, params, chain) {
      switch (method) {
        case 'cosmos_getAccounts':
          return [{ algo: 'secp256k1', address: address(chain), pubkey }]
        case 'cosmos_signAmino': {
          const signer = readParam(params, 'signerAddress')
          if (signer !== address(chain))
            throw new ProviderRpcError(4100, `${signer} is not this wallet's account`)
          const signDoc = (params as { signDoc?: unknown }).signDoc
          if (!signDoc || typeof signDoc !== 'object')
            throw new ProviderRpcError(-32602, 'Expected params.signDoc')
          await approvals.confirm(method, params)
          const bytes = new TextEncoder().encode(sortedJson(signDoc))
          const signature = secp256k1.sign(sha256(bytes), key.privateKey!, { prehash: false })
          return {
            signed: signDoc,
            signature: {
              pub_key: { type: 'tendermint/PubKeySecp256k1', value: pubkey },
              signature: base64.encode(signature),
            },
          }
        }
        default:
          throw new ProviderRpcError(4200, `The pairing wallet does not support ${method}`)
      }
    },
    pending: approvals.pending,
    resolve: approvals.resolve,
  }
}
