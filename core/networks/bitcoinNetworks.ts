import type { NativeCurrency } from '../types/Network.js'
import { defineNetwork } from './defineNetwork.js'

const btc: NativeCurrency = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 }
const mempool = (path: string) => ({
  default: { name: 'mempool.space', url: `https://mempool.space${path}` },
})
const noRpc = { default: { http: [] } }

/** Bitcoin mainnet; the CAIP-2 reference is the first 32 hex characters of the genesis block hash. */
export const bitcoin = /* @__PURE__ */ defineNetwork({
  id: '000000000019d6689c085ae165831e93',
  caipNetworkId: 'bip122:000000000019d6689c085ae165831e93',
  chainNamespace: 'bip122',
  name: 'Bitcoin',
  nativeCurrency: btc,
  rpcUrls: noRpc,
  blockExplorers: mempool(''),
})
/** Bitcoin testnet3. */
export const bitcoinTestnet = /* @__PURE__ */ defineNetwork({
  id: '000000000933ea01ad0ee984209779ba',
  caipNetworkId: 'bip122:000000000933ea01ad0ee984209779ba',
  chainNamespace: 'bip122',
  name: 'Bitcoin Testnet',
  nativeCurrency: btc,
  rpcUrls: noRpc,
  blockExplorers: mempool('/testnet'),
  testnet: true,
})
/** Bitcoin testnet4 (BIP-94). */
export const bitcoinTestnet4 = /* @__PURE__ */ defineNetwork({
  id: '00000000da84f2bafbbc53dee25a72ae',
  caipNetworkId: 'bip122:00000000da84f2bafbbc53dee25a72ae',
  chainNamespace: 'bip122',
  name: 'Bitcoin Testnet4',
  nativeCurrency: btc,
  rpcUrls: noRpc,
  blockExplorers: mempool('/testnet4'),
  testnet: true,
})
/** Bitcoin signet (the default signet). */
export const bitcoinSignet = /* @__PURE__ */ defineNetwork({
  id: '00000008819873e925422c1ff0f99f7c',
  caipNetworkId: 'bip122:00000008819873e925422c1ff0f99f7c',
  chainNamespace: 'bip122',
  name: 'Bitcoin Signet',
  nativeCurrency: btc,
  rpcUrls: noRpc,
  blockExplorers: mempool('/signet'),
  testnet: true,
})
/** Bitcoin regtest (a local node's chain; no public explorer). */
export const bitcoinRegtest = /* @__PURE__ */ defineNetwork({
  id: '0f9188f13cb7b2c71f2a335e3a4fc328',
  caipNetworkId: 'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
  chainNamespace: 'bip122',
  name: 'Bitcoin Regtest',
  nativeCurrency: btc,
  rpcUrls: noRpc,
  testnet: true,
})
