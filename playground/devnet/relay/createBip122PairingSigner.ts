import { hex } from '@scure/base'
import type { BitcoinDevKey } from '../bip122/BitcoinDevKey.js'
import { type BitcoinDevNetworkName, bitcoinDevNetworks } from '../bip122/bitcoinDevNetworks.js'
import { deriveBitcoinDevKeys } from '../bip122/deriveBitcoinDevKeys.js'
import { signBip322 } from '../bip122/signBip322.js'
import { signEcdsaMessage } from '../bip122/signEcdsaMessage.js'
import { ProviderRpcError } from '../wallet/ProviderRpcError.js'
import { createPairingApprovals } from './createPairingApprovals.js'
import type { PairingNamespaceSigner } from './PairingNamespaceSigner.js'
import { readParam } from './readParam.js'

const names = Object.keys(bitcoinDevNetworks) as BitcoinDevNetworkName[]
/** The Bitcoin dev wallet's network of a CAIP-2 id, if it knows it. */
const networkOf = (chain: string) => names.find((name) => bitcoinDevNetworks[name].caipNetworkId === chain)

/**
 * The pairing wallet's Bitcoin side: the Bitcoin dev wallet's native segwit payment key (m/84'/<coin>'/0'/0/0
 * of the dev mnemonic), answering WalletConnect's getAccountAddresses and signMessage (BIP-322 simple, or
 * ECDSA: a BIP-137 Bitcoin signed message). It sends nothing: no bitcoin node runs here.
 */
export function createBip122PairingSigner(
  options: { readonly manualApproval?: boolean } = {},
): PairingNamespaceSigner & { account(chain: string): { address: string; path: string } } {
  const approvals = createPairingApprovals('bip122', options.manualApproval)
  const account = (chain: string): BitcoinDevKey => {
    const name = networkOf(chain)
    if (!name) throw new ProviderRpcError(4902, `Unknown chain ${chain}`)
    return deriveBitcoinDevKeys(name)[0]
  }
  return {
    namespace: 'bip122',
    account: (chain) => {
      const { address, path } = account(chain)
      return { address, path }
    },
    approve(chains) {
      const served = chains.filter((chain) => networkOf(chain) !== undefined)
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
          const publicKey = hex.encode(own.publicKey)
          return [{ address: own.address, publicKey, path: own.path, intention: 'payment' }]
        }
        case 'signMessage': {
          const address = readParam(params, 'address')
          if (address !== own.address)
            throw new ProviderRpcError(4100, `${address} is not this wallet's address`)
          const protocol = (params as { protocol?: unknown }).protocol ?? 'ecdsa'
          if (protocol !== 'ecdsa' && protocol !== 'bip322')
            throw new ProviderRpcError(4200, `The pairing wallet does not sign with ${String(protocol)}`)
          const message = readParam(params, 'message')
          await approvals.confirm(method, params)
          const sign = protocol === 'bip322' ? signBip322 : signEcdsaMessage
          return { address, signature: sign(own, message) }
        }
        default:
          throw new ProviderRpcError(4200, `The pairing wallet does not support ${method}`)
      }
    },
    pending: approvals.pending,
    resolve: approvals.resolve,
  }
}
