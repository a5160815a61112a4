import { HDKey } from '@scure/bip32'
import { mnemonicToSeedSync } from '@scure/bip39'
import { p2tr, p2wpkh } from '@scure/btc-signer'
import { devMnemonic } from '../devMnemonic.js'
import type { BitcoinDevKey } from './BitcoinDevKey.js'
import { type BitcoinDevNetworkName, bitcoinDevNetworks } from './bitcoinDevNetworks.js'

/** The dev wallet's payment (BIP-84 P2WPKH) and ordinals (BIP-86 P2TR) keys of `account` on `name`, from the dev mnemonic. */
export function deriveBitcoinDevKeys(
  name: BitcoinDevNetworkName,
  account = 0,
  mnemonic = devMnemonic,
): readonly [BitcoinDevKey, BitcoinDevKey] {
  const { network, coinType } = bitcoinDevNetworks[name]
  const root = HDKey.fromMasterSeed(mnemonicToSeedSync(mnemonic))
  const derive = (purpose: 84 | 86) => {
    const path = `m/${purpose}'/${coinType}'/${account}'/0/0`
    const key = root.derive(path)
    if (!key.privateKey || !key.publicKey) throw new Error(`No key at ${path}`)
    return { path, privateKey: key.privateKey, compressed: key.publicKey }
  }
  const payment = derive(84)
  const ordinals = derive(86)
  const wpkh = p2wpkh(payment.compressed, network)
  const tr = p2tr(ordinals.compressed.subarray(1), undefined, network)
  return [
    {
      purpose: 'payment',
      addressType: 'p2wpkh',
      path: payment.path,
      privateKey: payment.privateKey,
      publicKey: payment.compressed,
      address: wpkh.address!,
      script: wpkh.script,
    },
    {
      purpose: 'ordinals',
      addressType: 'p2tr',
      path: ordinals.path,
      privateKey: ordinals.privateKey,
      publicKey: ordinals.compressed.subarray(1),
      address: tr.address!,
      script: tr.script,
    },
  ]
}
