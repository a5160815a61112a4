import { secp256k1 } from '@noble/curves/secp256k1.js'
import { base64, bech32, hex } from '@scure/base'
import { ProviderRpcError } from '../wallet/ProviderRpcError.js'
import { bitcoinMessageHash } from './bitcoinMessageHash.js'
import { createPairingApprovals } from './createPairingApprovals.js'
import { devMnemonicKey } from './devMnemonicKey.js'
import { hash160 } from './hash160.js'
import type { PairingNamespaceSigner } from './PairingNamespaceSigner.js'
import { readParam } from './readParam.js'

/** The bitcoin networks it serves: genesis-hash prefix -> bech32 prefix and BIP-44 coin type. */
const networks: Readonly<Record<string, { readonly hrp: string; readonly coin: number }>> = {
  '000000000019d6689c085ae165831e93': { hrp: 'bc', coin: 0 },
  '000000000933ea01ad0ee984209779ba': { hrp: 'tb', coin: 1 },
  '00000000da84f2bafbbc53dee25a72ae': { hrp: 'tb', coin: 1 },
  '00000008819873e925422c1ff0f99f7c': { hrp: 'tb', coin: 1 },
  '0f9188f13cb7b2c71f2a335e3a4fc328': { hrp: 'bcrt', coin: 1 },
}
/** BIP-137's header of a compact signature by a native segwit (p2wpkh) key: 39 + recovery id. */
const P2WPKH_HEADER = 39

/**
 * The pairing wallet's Bitcoin side: the native segwit payment key m/84'/<coin>'/0'/0/0 of the dev
 * mnemonic, answering WalletConnect's getAccountAddresses and signMessage (ECDSA: a Bitcoin signed
 * message, BIP-137 compact signature). It sends nothing: no bitcoin node runs here.
 */
export function createBip122PairingSigner(
  options: { readonly manualApproval?: boolean } = {},
): PairingNamespaceSigner & { account(chain: string): { address: string; path: string } } {
  const approvals = createPairingApprovals('bip122', options.manualApproval)
  const account = (chain: string) => {
    const network = networks[chain.slice('bip122:'.length)]
    if (!chain.startsWith('bip122:') || !network) throw new ProviderRpcError(4902, `Unknown chain ${chain}`)
    const path = `m/84'/${network.coin}'/0'/0/0`
    const key = devMnemonicKey(path)
    const words = bech32.toWords(hash160(key.publicKey!))
    return { key, path, address: bech32.encode(network.hrp, [0, ...words]) }
  }
  return {
    namespace: 'bip122',
    account: (chain) => {
      const { address, path } = account(chain)
      return { address, path }
    },
    approve(chains) {
      const served = chains.filter((chain) => chain.startsWith('bip122:') && networks[chain.slice(7)])
      if (served.length === 0) return undefined
      return {
        chains: served,
        methods: ['getAccountAddresses', 'signMessage'],
        events: ['bip122_addressesChanged'],
        accounts: served.map((chain) => `${chain}:${account(chain).address}`),
      }
    },
    async answer(method, params, chain) {
      const own = account(chain)
      if (readParam(params, 'account') !== own.address)
        throw new ProviderRpcError(4100, `${readParam(params, 'account')} is not this wallet's account`)
      switch (method) {
        case 'getAccountAddresses': {
          const intentions = (params as { intentions?: unknown }).intentions
          if (Array.isArray(intentions) && !intentions.includes('payment')) return []
          const publicKey = hex.encode(own.key.publicKey!)
          return [{ address: own.address, publicKey, path: own.path, intention: 'payment' }]
        }
        case 'signMessage': {
          const address = readParam(params, 'address')
          if (address !== own.address)
            throw new ProviderRpcError(4100, `${address} is not this wallet's address`)
          const protocol = (params as { protocol?: unknown }).protocol ?? 'ecdsa'
          if (protocol !== 'ecdsa')
            throw new ProviderRpcError(4200, `The pairing wallet does not sign with ${String(protocol)}`)
          const message = readParam(params, 'message')
          await approvals.confirm(method, params)
          const hash = bitcoinMessageHash(message)
          const recovered = secp256k1.sign(hash, own.key.privateKey!, { prehash: false, format: 'recovered' })
          const signature = Uint8Array.from([P2WPKH_HEADER + recovered[0]!, ...recovered.slice(1)])
          return { address, signature: base64.encode(signature), messageHash: hex.encode(hash) }
        }
        default:
          throw new ProviderRpcError(4200, `The pairing wallet does not support ${method}`)
      }
    },
    pending: approvals.pending,
    resolve: approvals.resolve,
  }
}
