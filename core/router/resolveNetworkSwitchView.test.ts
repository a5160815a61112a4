import { describe, expect, it } from 'vitest'
import type { CaipNetworkId, ChainNamespace } from '../types/ChainNamespace.js'
import type { Network } from '../types/Network.js'
import {
  type NetworkSwitchView,
  type NetworkSwitchViewInput,
  resolveNetworkSwitchView,
} from './resolveNetworkSwitchView.js'

const network = (caipNetworkId: CaipNetworkId, chainNamespace: ChainNamespace): Network => ({
  id: caipNetworkId.split(':')[1]!,
  caipNetworkId,
  chainNamespace,
  name: caipNetworkId,
  nativeCurrency: { name: 'Coin', symbol: 'C', decimals: 18 },
  rpcUrls: { default: { http: [] } },
})

const mainnet = network('eip155:1', 'eip155')
const optimism = network('eip155:10', 'eip155')
const solana = network('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana')
const bitcoin = network('bip122:000000000019d6689c085ae165831e93', 'bip122')
const unconfigured = network('eip155:999', 'eip155')

const connectedOn =
  (...namespaces: ChainNamespace[]) =>
  (namespace: ChainNamespace) =>
    namespaces.includes(namespace)

const base: NetworkSwitchViewInput = {
  network: optimism,
  activeNamespace: 'eip155',
  activeNetworkId: 'eip155:1',
  configuredNetworks: [mainnet, optimism, solana, bitcoin],
  namespaceHasAddress: connectedOn('eip155'),
  authConnectorActive: false,
  authConnectorNamespaces: ['eip155', 'solana'],
  skipSwitchConfirmation: false,
  networkSwitchEnabled: true,
  allowUnsupportedChain: false,
  basicMode: false,
}

const toSolanaPrompt: NetworkSwitchView = {
  view: 'SwitchActiveChain',
  params: { switchToChain: 'solana', navigateTo: 'Connect', navigateWithReplace: true, network: solana },
}

describe('resolveNetworkSwitchView', () => {
  it.each<[string, Partial<NetworkSwitchViewInput>, NetworkSwitchView]>([
    ['same namespace switches by default', {}, { view: 'SwitchNetwork', params: { network: optimism } }],
    ['switching to the active network opens nothing', { network: mainnet }, { view: null }],
    ['connected, other namespace without address asks to switch chain', { network: solana }, toSolanaPrompt],
    [
      'other namespace that already has an address switches directly',
      { network: solana, namespaceHasAddress: connectedOn('eip155', 'solana') },
      { view: 'SwitchNetwork', params: { network: solana } },
    ],
    [
      'not connected on the current namespace switches directly',
      { network: solana, namespaceHasAddress: connectedOn() },
      { view: 'SwitchNetwork', params: { network: solana } },
    ],
    [
      'no active namespace switches directly',
      { network: solana, activeNamespace: undefined, activeNetworkId: undefined },
      { view: 'SwitchNetwork', params: { network: solana } },
    ],
    [
      'auth connector active on a namespace it serves skips the chain prompt',
      { network: solana, authConnectorActive: true },
      { view: 'SwitchNetwork', params: { network: solana } },
    ],
    [
      'auth connector active on a namespace it does not serve still asks',
      { network: bitcoin, authConnectorActive: true },
      {
        view: 'SwitchActiveChain',
        params: {
          switchToChain: 'bip122',
          navigateTo: 'Connect',
          navigateWithReplace: true,
          network: bitcoin,
        },
      },
    ],
    [
      'auth namespaces alone do not skip the prompt when auth is not active',
      { network: solana, authConnectorActive: false },
      toSolanaPrompt,
    ],
    [
      'skipping confirmation switches directly',
      { network: solana, skipSwitchConfirmation: true },
      { view: 'SwitchNetwork', params: { network: solana } },
    ],
    ['unsupported network shows UnsupportedChain', { network: unconfigured }, { view: 'UnsupportedChain' }],
    [
      'unsupported network with switching disabled opens nothing',
      { network: unconfigured, networkSwitchEnabled: false },
      { view: null },
    ],
    [
      'unsupported network with unsupported chains allowed opens nothing',
      { network: unconfigured, allowUnsupportedChain: true },
      { view: null },
    ],
    [
      'unsupported network in basic mode opens nothing',
      { network: unconfigured, basicMode: true },
      { view: null },
    ],
    [
      'unsupported wins over skipping confirmation and auth',
      { network: unconfigured, skipSwitchConfirmation: true, authConnectorActive: true },
      { view: 'UnsupportedChain' },
    ],
    [
      'unsupported active network still shows UnsupportedChain',
      { network: unconfigured, activeNetworkId: 'eip155:999' },
      { view: 'UnsupportedChain' },
    ],
    [
      'switching disabled does not block a supported network',
      { networkSwitchEnabled: false },
      { view: 'SwitchNetwork', params: { network: optimism } },
    ],
  ])('%s', (_, overrides, expected) => {
    expect(resolveNetworkSwitchView({ ...base, ...overrides })).toStrictEqual(expected)
  })
})
