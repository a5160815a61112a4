import { defineEvmNetwork } from './defineEvmNetwork.js'

/** Ethereum mainnet. */
export const mainnet = /* @__PURE__ */ defineEvmNetwork({
  id: 1,
  name: 'Ethereum',
  rpcUrls: { default: { http: ['https://cloudflare-eth.com'] } },
  explorer: { name: 'Etherscan', url: 'https://etherscan.io' },
})
export const sepolia = /* @__PURE__ */ defineEvmNetwork({
  id: 11155111,
  name: 'Sepolia',
  nativeCurrency: { name: 'Sepolia Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.sepolia.org'] } },
  explorer: { name: 'Etherscan', url: 'https://sepolia.etherscan.io' },
  testnet: true,
})
export const base = /* @__PURE__ */ defineEvmNetwork({
  id: 8453,
  name: 'Base',
  rpcUrls: { default: { http: ['https://mainnet.base.org'] } },
  explorer: { name: 'Basescan', url: 'https://basescan.org' },
})
export const baseSepolia = /* @__PURE__ */ defineEvmNetwork({
  id: 84532,
  name: 'Base Sepolia',
  rpcUrls: { default: { http: ['https://sepolia.base.org'] } },
  explorer: { name: 'Basescan', url: 'https://sepolia.basescan.org' },
  testnet: true,
})
export const arbitrum = /* @__PURE__ */ defineEvmNetwork({
  id: 42161,
  name: 'Arbitrum One',
  rpcUrls: { default: { http: ['https://arb1.arbitrum.io/rpc'] } },
  explorer: { name: 'Arbiscan', url: 'https://arbiscan.io' },
})
export const optimism = /* @__PURE__ */ defineEvmNetwork({
  id: 10,
  name: 'OP Mainnet',
  rpcUrls: { default: { http: ['https://mainnet.optimism.io'] } },
  explorer: { name: 'Optimism Explorer', url: 'https://optimistic.etherscan.io' },
})
export const polygon = /* @__PURE__ */ defineEvmNetwork({
  id: 137,
  name: 'Polygon',
  nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 },
  rpcUrls: { default: { http: ['https://polygon-rpc.com'] } },
  explorer: { name: 'PolygonScan', url: 'https://polygonscan.com' },
})
export const bsc = /* @__PURE__ */ defineEvmNetwork({
  id: 56,
  name: 'BNB Smart Chain',
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  rpcUrls: { default: { http: ['https://bsc-dataseed.bnbchain.org'] } },
  explorer: { name: 'BscScan', url: 'https://bscscan.com' },
})
export const gnosis = /* @__PURE__ */ defineEvmNetwork({
  id: 100,
  name: 'Gnosis',
  nativeCurrency: { name: 'xDAI', symbol: 'XDAI', decimals: 18 },
  rpcUrls: { default: { http: ['https://rpc.gnosischain.com'] } },
  explorer: { name: 'Gnosisscan', url: 'https://gnosisscan.io' },
})
export const avalanche = /* @__PURE__ */ defineEvmNetwork({
  id: 43114,
  name: 'Avalanche',
  nativeCurrency: { name: 'Avalanche', symbol: 'AVAX', decimals: 18 },
  rpcUrls: { default: { http: ['https://api.avax.network/ext/bc/C/rpc'] } },
  explorer: { name: 'SnowTrace', url: 'https://snowtrace.io' },
})
