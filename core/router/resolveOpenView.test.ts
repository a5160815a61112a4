import { describe, expect, it } from 'vitest'
import type { ChainNamespace } from '../types/ChainNamespace.js'
import type { Network } from '../types/Network.js'
import type { ViewEntry } from '../types/ViewRegistry.js'
import { type OpenViewInput, resolveOpenView } from './resolveOpenView.js'

const solanaMainnet: Network = {
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
}

const base: OpenViewInput = {
  activeNamespace: 'eip155',
  manualControl: false,
  hasAdapters: true,
  hasAddress: false,
  isMobile: false,
}

const hasAddressIn =
  (...namespaces: ChainNamespace[]) =>
  (namespace: ChainNamespace) =>
    namespaces.includes(namespace)

describe('resolveOpenView', () => {
  it.each<[string, Partial<OpenViewInput>, ViewEntry]>([
    [
      'rule 1: other namespace without address asks to switch, then shows the requested view',
      { requestedNamespace: 'solana', requestedView: 'Swap', namespaceHasAddress: hasAddressIn('eip155') },
      { view: 'SwitchActiveChain', params: { switchToChain: 'solana', navigateTo: 'Swap' } },
    ],
    [
      'rule 1: no requested view leaves navigateTo out',
      { requestedNamespace: 'solana', hasAddress: true },
      { view: 'SwitchActiveChain', params: { switchToChain: 'solana' } },
    ],
    [
      'rule 1: nothing connected, nothing to switch: Connect offers the namespace only',
      { requestedNamespace: 'solana' },
      { view: 'Connect', params: { namespace: 'solana' } },
    ],
    [
      'rule 1: the known target network rides along',
      { requestedNamespace: 'solana', requestedNetwork: solanaMainnet },
      { view: 'SwitchActiveChain', params: { switchToChain: 'solana', network: solanaMainnet } },
    ],
    [
      'rule 1: no active chain yet counts as a different namespace',
      { activeNamespace: undefined, requestedNamespace: 'solana', hasAddress: true },
      { view: 'SwitchActiveChain', params: { switchToChain: 'solana' } },
    ],
    [
      'rule 1: target namespace with an address goes through SwitchNetwork',
      {
        requestedNamespace: 'solana',
        requestedNetwork: solanaMainnet,
        requestedView: 'Swap',
        namespaceHasAddress: hasAddressIn('eip155', 'solana'),
      },
      { view: 'SwitchNetwork', params: { network: solanaMainnet } },
    ],
    [
      'rule 1: target with an address but unknown network still goes through SwitchNetwork',
      { requestedNamespace: 'solana', namespaceHasAddress: hasAddressIn('solana') },
      { view: 'SwitchNetwork', params: undefined },
    ],
    [
      'rule 1 comes before rule 2',
      { requestedNamespace: 'solana', manualControl: true, hasAddress: true },
      { view: 'SwitchActiveChain', params: { switchToChain: 'solana' } },
    ],
    [
      'rule 1 skipped when the requested namespace is the active one',
      { requestedNamespace: 'eip155', hasAddress: true },
      { view: 'Account' },
    ],
    [
      'rule 2: manual control on desktop shows basic pairing',
      { manualControl: true, hasAddress: true, requestedView: 'Swap' },
      { view: 'ConnectingWalletConnectBasic' },
    ],
    [
      'rule 2: manual control on mobile shows AllWallets',
      { manualControl: true, isMobile: true },
      { view: 'AllWallets' },
    ],
    [
      'rule 2: no adapters and no address on desktop',
      { hasAdapters: false, requestedView: 'Swap' },
      { view: 'ConnectingWalletConnectBasic' },
    ],
    [
      'rule 2: no adapters and no address on mobile',
      { hasAdapters: false, isMobile: true },
      { view: 'AllWallets' },
    ],
    [
      'rule 2 skipped: no adapters but an address',
      { hasAdapters: false, hasAddress: true },
      { view: 'Account' },
    ],
    [
      'rule 3: requested view wins over a connected address',
      { requestedView: 'Swap', requestedParams: { from: 'ETH' }, hasAddress: true },
      { view: 'Swap', params: { from: 'ETH' } },
    ],
    ['rule 3: requested view without params', { requestedView: 'AllWallets' }, { view: 'AllWallets' }],
    ['rule 4: connected address shows Account', { hasAddress: true }, { view: 'Account' }],
    ['rule 5: otherwise Connect', {}, { view: 'Connect' }],
  ])('%s', (_, overrides, expected) => {
    expect(resolveOpenView({ ...base, ...overrides })).toStrictEqual(expected)
  })
})
