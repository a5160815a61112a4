import { describe, expect, it } from 'vitest'
import type { CaipNetworkId } from '../types/ChainNamespace.js'
import type { Network } from '../types/Network.js'
import { unsupportedNetworkPlaceholder } from './unsupportedNetworkPlaceholder.js'

const placeholder = (
  caipNetworkId: CaipNetworkId,
  chainNamespace: Network['chainNamespace'],
  id: Network['id'],
) => ({
  id,
  caipNetworkId,
  chainNamespace,
  name: 'Unknown Network',
  nativeCurrency: { name: '', symbol: '', decimals: 0 },
  rpcUrls: { default: { http: [] } },
})

describe('unsupportedNetworkPlaceholder', () => {
  it.each<[CaipNetworkId, Network]>([
    ['eip155:1234', placeholder('eip155:1234', 'eip155', 1234)],
    ['eip155:0x10', placeholder('eip155:0x10', 'eip155', '0x10')],
    [
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      placeholder('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'solana', 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1'),
    ],
    [
      'bip122:000000000019d6689c085ae165831e93',
      placeholder('bip122:000000000019d6689c085ae165831e93', 'bip122', '000000000019d6689c085ae165831e93'),
    ],
    ['tezos:NetXdQprcVkpaWU', placeholder('tezos:NetXdQprcVkpaWU', 'tezos', 'NetXdQprcVkpaWU')],
    ['eip155:01', placeholder('eip155:01', 'eip155', '01')],
    ['cosmos:cosmoshub-4', placeholder('cosmos:cosmoshub-4', 'cosmos', 'cosmoshub-4')],
    [
      'polkadot:91b171bb158e2d3848fa23a9f1c25182',
      placeholder(
        'polkadot:91b171bb158e2d3848fa23a9f1c25182',
        'polkadot',
        '91b171bb158e2d3848fa23a9f1c25182',
      ),
    ],
  ])('%s', (caipNetworkId, expected) => {
    expect(unsupportedNetworkPlaceholder(caipNetworkId)).toStrictEqual(expected)
  })
})
