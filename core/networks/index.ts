export type { EvmNetwork } from '../types/EvmNetwork.js'
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
