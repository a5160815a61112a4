export type { EvmNetwork } from '../types/EvmNetwork.js'
export {
  bitcoin,
  bitcoinRegtest,
  bitcoinSignet,
  bitcoinTestnet,
  bitcoinTestnet4,
} from './bitcoinNetworks.js'
export { cosmosHub, osmosis, osmosisTestnet } from './cosmosNetworks.js'
export { defineEvmNetwork, type EvmNetworkInput } from './defineEvmNetwork.js'
export { defineNetwork } from './defineNetwork.js'
export {
  arbitrum,
  avalanche,
  base,
  baseSepolia,
  bsc,
  gnosis,
  mainnet,
  optimism,
  polygon,
  sepolia,
} from './evmNetworks.js'
export { kusama, polkadotMainnet, westend } from './polkadotNetworks.js'
export { solanaDevnet, solanaMainnet, solanaTestnet } from './solanaNetworks.js'
