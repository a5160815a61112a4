import { describe, expect, it } from 'vitest'
import type { Network } from '../../entries/plugin.js'
import { walletChain } from './walletChain.js'

const cluster = (reference: string, deprecated?: string): Network => ({
  id: reference,
  caipNetworkId: `solana:${reference}`,
  ...(deprecated ? { deprecatedCaipNetworkId: `solana:${deprecated}` as const } : {}),
  chainNamespace: 'solana',
  name: reference,
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: [] } },
})
const solana = cluster('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', '4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ')
const solanaDevnet = cluster('EtWTRABZaYq6iMfeYKouRu166VU2xqa1')
const solanaTestnet = cluster('4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z')

describe('walletChain', () => {
  it('prefers the CAIP-2 id, then the deprecated id, then the Wallet Standard cluster name', () => {
    expect(walletChain(solana, ['solana:mainnet', solana.caipNetworkId])).toBe(solana.caipNetworkId)
    expect(walletChain(solana, [solana.deprecatedCaipNetworkId!])).toBe(solana.deprecatedCaipNetworkId)
    expect(walletChain(solana, ['solana:mainnet', 'solana:devnet'])).toBe('solana:mainnet')
    expect(walletChain(solanaDevnet, ['solana:mainnet', 'solana:devnet'])).toBe('solana:devnet')
    expect(walletChain(solanaTestnet, ['solana:testnet'])).toBe('solana:testnet')
  })

  it('is undefined for a network the wallet does not list', () => {
    expect(walletChain(solanaTestnet, ['solana:mainnet', 'solana:devnet'])).toBeUndefined()
    expect(
      walletChain({ ...solana, caipNetworkId: 'solana:LocaL', id: 'LocaL' }, ['solana:mainnet']),
    ).toBeUndefined()
  })
})
