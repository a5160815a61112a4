import type { BitcoinAddressFormat } from './BitcoinAddressFormat.js'

const test = { hrp: 'tb', p2pkh: 0x6f, p2sh: 0xc4 } as const

/** The address format of each well-known Bitcoin network, by CAIP-2 id (bip122 and the genesis hash prefix). */
export const bitcoinAddressFormats: Readonly<Record<string, BitcoinAddressFormat>> = {
  'bip122:000000000019d6689c085ae165831e93': { hrp: 'bc', p2pkh: 0x00, p2sh: 0x05, name: 'Mainnet' },
  'bip122:000000000933ea01ad0ee984209779ba': { ...test, name: 'Testnet' },
  'bip122:00000000da84f2bafbbc53dee25a72ae': { ...test, name: 'Testnet4' },
  'bip122:00000008819873e925422c1ff0f99f7c': { ...test, name: 'Signet' },
  'bip122:0f9188f13cb7b2c71f2a335e3a4fc328': { hrp: 'bcrt', p2pkh: 0x6f, p2sh: 0xc4, name: 'Regtest' },
}
