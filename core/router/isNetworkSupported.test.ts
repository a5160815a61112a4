import { describe, expect, it } from 'vitest'
import type { CaipNetworkId } from '../types/ChainNamespace.js'
import type { Network } from '../types/Network.js'
import { isNetworkSupported } from './isNetworkSupported.js'

const network = (caipNetworkId: CaipNetworkId, extra: Partial<Network> = {}): Network => ({
  id: caipNetworkId.split(':')[1]!,
  caipNetworkId,
  chainNamespace: caipNetworkId.startsWith('solana') ? 'solana' : 'eip155',
  name: caipNetworkId,
  nativeCurrency: { name: 'Coin', symbol: 'C', decimals: 18 },
  rpcUrls: { default: { http: [] } },
  ...extra,
})

const mainnet = network('eip155:1', { id: 1 })
const solana = network('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', {
  deprecatedCaipNetworkId: 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ',
})
const configured = [mainnet, solana]

describe('isNetworkSupported', () => {
  it.each<[string, Network | CaipNetworkId, readonly Network[], boolean]>([
    ['configured id', 'eip155:1', configured, true],
    ['configured network object', mainnet, configured, true],
    ['id not configured', 'eip155:10', configured, false],
    ['network not configured', network('eip155:10'), configured, false],
    ['same reference in another namespace', 'solana:1', configured, false],
    ['deprecated id of a configured network', 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ', configured, true],
    ['current id of a configured network', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', configured, true],
    ['nothing configured', 'eip155:1', [], false],
    [
      'matches by CAIP-2 id, not by name or id',
      network('eip155:10', { id: 1, name: 'eip155:1' }),
      configured,
      false,
    ],
  ])('%s', (_, candidate, networks, expected) => {
    expect(isNetworkSupported(candidate, networks)).toBe(expected)
  })
})
