import { NETWORK, TEST_NETWORK } from '@scure/btc-signer'

/** The networks the Bitcoin dev wallet knows, by sats-connect's name: btc-signer's network and the CAIP-2 id. */
export const bitcoinDevNetworks = {
  Mainnet: { network: NETWORK, coinType: 0, caipNetworkId: 'bip122:000000000019d6689c085ae165831e93' },
  Testnet: { network: TEST_NETWORK, coinType: 1, caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba' },
  Testnet4: { network: TEST_NETWORK, coinType: 1, caipNetworkId: 'bip122:00000000da84f2bafbbc53dee25a72ae' },
  Signet: { network: TEST_NETWORK, coinType: 1, caipNetworkId: 'bip122:00000008819873e925422c1ff0f99f7c' },
  Regtest: {
    network: { ...TEST_NETWORK, bech32: 'bcrt' },
    coinType: 1,
    caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
  },
} as const

/** A network name the Bitcoin dev wallet knows. */
export type BitcoinDevNetworkName = keyof typeof bitcoinDevNetworks
