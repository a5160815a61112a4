import type { NativeCurrency } from '../types/Network.js'
import { defineNetwork } from './defineNetwork.js'

const sol: NativeCurrency = { name: 'Solana', symbol: 'SOL', decimals: 9 }

/** Solana mainnet-beta; CAIP-2 reference is the genesis hash prefix. */
export const solanaMainnet = /* @__PURE__ */ defineNetwork({
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  deprecatedCaipNetworkId: 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ',
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency: sol,
  rpcUrls: { default: { http: ['https://api.mainnet-beta.solana.com'] } },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io' } },
})
export const solanaDevnet = /* @__PURE__ */ defineNetwork({
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  deprecatedCaipNetworkId: 'solana:8E9rvCKLFQia2Y35HvivXJF1Jc7LBaSo',
  chainNamespace: 'solana',
  name: 'Solana Devnet',
  nativeCurrency: sol,
  rpcUrls: { default: { http: ['https://api.devnet.solana.com'] } },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io' } },
  testnet: true,
})
export const solanaTestnet = /* @__PURE__ */ defineNetwork({
  id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  caipNetworkId: 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  chainNamespace: 'solana',
  name: 'Solana Testnet',
  nativeCurrency: sol,
  rpcUrls: { default: { http: ['https://api.testnet.solana.com'] } },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io' } },
  testnet: true,
})
