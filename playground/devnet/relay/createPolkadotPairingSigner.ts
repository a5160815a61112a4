import { Keyring } from '@polkadot/keyring'
import { TypeRegistry } from '@polkadot/types'
import type { SignerPayloadJSON } from '@polkadot/types/types'
import { u8aToHex, u8aWrapBytes } from '@polkadot/util'
import { cryptoWaitReady } from '@polkadot/util-crypto'
import { devMnemonic } from '../devMnemonic.js'
import { ProviderRpcError } from '../wallet/ProviderRpcError.js'
import { createPairingApprovals } from './createPairingApprovals.js'
import type { PairingNamespaceSigner } from './PairingNamespaceSigner.js'
import { readParam } from './readParam.js'

const polkadotChain = /^polkadot:[0-9a-f]{32}$/

/**
 * The pairing wallet's Polkadot side: an sr25519 key of the dev mnemonic (as polkadot-js derives it),
 * answering WalletConnect's polkadot_signMessage (signRaw of `<Bytes>message</Bytes>`) and
 * polkadot_signTransaction (the extrinsic payload's signature).
 */
export async function createPolkadotPairingSigner(
  options: { readonly manualApproval?: boolean } = {},
): Promise<PairingNamespaceSigner & { readonly address: string }> {
  await cryptoWaitReady()
  const pair = new Keyring({ type: 'sr25519', ss58Format: 42 }).addFromMnemonic(devMnemonic)
  const { address } = pair
  const approvals = createPairingApprovals('polkadot', options.manualApproval)
  const signer = (params: unknown) => {
    if (readParam(params, 'address') !== address)
      throw new ProviderRpcError(4100, `${readParam(params, 'address')} is not this wallet's account`)
  }
  return {
    namespace: 'polkadot',
    address,
    approve(chains) {
      const served = chains.filter((chain) => polkadotChain.test(chain))
      if (served.length === 0) return undefined
      return {
        chains: served,
        methods: ['polkadot_signMessage', 'polkadot_signTransaction'],
        events: ['chainChanged', 'accountsChanged'],
        accounts: served.map((chain) => `${chain}:${address}`),
      }
    },
    async answer(method, params) {
      switch (method) {
        case 'polkadot_signMessage': {
          signer(params)
          const record = params as { message?: unknown }
          const message = readParam(params, typeof record?.message === 'string' ? 'message' : 'data')
          await approvals.confirm(method, params)
          return { signature: u8aToHex(pair.sign(u8aWrapBytes(message))) }
        }
        case 'polkadot_signTransaction': {
          signer(params)
          const payload = (params as { transactionPayload?: SignerPayloadJSON }).transactionPayload
          if (!payload || typeof payload !== 'object')
            throw new ProviderRpcError(-32602, 'Expected params.transactionPayload')
          await approvals.confirm(method, params)
          const registry = new TypeRegistry()
          registry.setSignedExtensions(payload.signedExtensions)
          const extrinsic = registry.createType('ExtrinsicPayload', payload, { version: payload.version })
          return { signature: extrinsic.sign(pair).signature }
        }
        default:
          throw new ProviderRpcError(4200, `The pairing wallet does not support ${method}`)
      }
    },
    pending: approvals.pending,
    resolve: approvals.resolve,
  }
}
