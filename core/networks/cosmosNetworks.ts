import { defineNetwork } from './defineNetwork.js'

/** Cosmos Hub; a cosmos network also names its bech32 address prefix, its minimal coin denom and its REST (LCD) endpoint. */
export const cosmosHub = /* @__PURE__ */ defineNetwork({
  id: 'cosmoshub-4',
  caipNetworkId: 'cosmos:cosmoshub-4',
  chainNamespace: 'cosmos',
  name: 'Cosmos Hub',
  nativeCurrency: { name: 'Cosmos', symbol: 'ATOM', decimals: 6 },
  rpcUrls: { default: { http: ['https://cosmos-rpc.publicnode.com'] } },
  blockExplorers: { default: { name: 'Mintscan', url: 'https://www.mintscan.io/cosmos' } },
  bech32Prefix: 'cosmos',
  denom: 'uatom',
  restUrl: 'https://cosmos-rest.publicnode.com',
})
export const osmosis = /* @__PURE__ */ defineNetwork({
  id: 'osmosis-1',
  caipNetworkId: 'cosmos:osmosis-1',
  chainNamespace: 'cosmos',
  name: 'Osmosis',
  nativeCurrency: { name: 'Osmosis', symbol: 'OSMO', decimals: 6 },
  rpcUrls: { default: { http: ['https://rpc.osmosis.zone'] } },
  blockExplorers: { default: { name: 'Mintscan', url: 'https://www.mintscan.io/osmosis' } },
  bech32Prefix: 'osmo',
  denom: 'uosmo',
  restUrl: 'https://lcd.osmosis.zone',
})
export const osmosisTestnet = /* @__PURE__ */ defineNetwork({
  id: 'osmo-test-5',
  caipNetworkId: 'cosmos:osmo-test-5',
  chainNamespace: 'cosmos',
  name: 'Osmosis Testnet',
  nativeCurrency: { name: 'Osmosis', symbol: 'OSMO', decimals: 6 },
  rpcUrls: { default: { http: ['https://rpc.testnet.osmosis.zone'] } },
  blockExplorers: { default: { name: 'Mintscan', url: 'https://www.mintscan.io/osmosis-testnet' } },
  testnet: true,
  bech32Prefix: 'osmo',
  denom: 'uosmo',
  restUrl: 'https://lcd.testnet.osmosis.zone',
})
