import { describe, expect, it } from 'vitest'
import type { Network } from '../../entries/plugin.js'
import { directoryChains } from './directoryChains.js'

const network = (caipNetworkId: Network['caipNetworkId'], testnet = false): Network => {
  const [chainNamespace, id] = caipNetworkId.split(':') as [Network['chainNamespace'], string]
  return {
    id,
    caipNetworkId,
    chainNamespace,
    name: caipNetworkId,
    nativeCurrency: { name: 'Coin', symbol: 'C', decimals: 18 },
    rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    testnet,
  }
}

describe('directoryChains', () => {
  it('filters by the configured mainnets, leaving testnets out', () => {
    expect(
      directoryChains([network('eip155:1'), network('eip155:11155111', true), network('eip155:8453')]),
    ).toEqual(['eip155:1', 'eip155:8453'])
  })

  it('sends no filter when a namespace has testnets only, so the list is never empty for that reason', () => {
    expect(directoryChains([network('eip155:11155111', true)])).toBeUndefined()
    expect(directoryChains([network('eip155:1'), network('solana:devnet', true)])).toBeUndefined()
    expect(directoryChains([])).toBeUndefined()
  })
})
