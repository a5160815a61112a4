import { describe, expect, it } from 'vitest'
import type { Network } from '../types/Network.js'
import { kusama, polkadotMainnet, westend } from './polkadotNetworks.js'

/** Full genesis hashes, as @polkadot/networks' knownGenesis lists them (core may not import a chain SDK). */
const genesis = {
  polkadot: '0x91b171bb158e2d3848fa23a9f1c25182fb8e20313b2c1eb49219da7a70ce90c3',
  kusama: '0xb0a8d493285c2df73290dfb7e61f870f17b41801197a149ca93654499ea3dafe',
  westend: '0xe143f23803ac50e8f6f8e62695d1ce9e4e1d68aa36c1cd2cfd15340213f3423e',
}

describe('polkadot networks', () => {
  it.each([
    [polkadotMainnet, genesis.polkadot, 'DOT', 10, false],
    [kusama, genesis.kusama, 'KSM', 12, false],
    [westend, genesis.westend, 'WND', 12, true],
  ] as const)(
    '%s: CAIP-2 reference is the first 32 hex of its genesis hash',
    (network: Network, hash, symbol, decimals, testnet) => {
      expect(network.caipNetworkId).toBe(`polkadot:${hash.slice(2, 34)}`)
      expect(network.id).toBe(hash.slice(2, 34))
      expect(network.nativeCurrency).toMatchObject({ symbol, decimals })
      expect(network.testnet === true).toBe(testnet)
      expect(network.blockExplorers?.default.url).toMatch(/^https:\/\/\w+\.subscan\.io$/)
    },
  )
})
