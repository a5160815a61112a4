import { afterEach, describe, expect, it } from 'vitest'
import { createKernel, type Gangway, type GangwayConfig, type Network } from '../../entries/plugin.js'
import { createMemoryStorage } from '../../tests/fixtures/createMemoryStorage.js'
import { buildOptionalNamespaces } from './buildOptionalNamespaces.js'
import { createWalletConnectPlugin } from './createWalletConnectPlugin.js'

const evm = (id: number): Network => ({
  id,
  caipNetworkId: `eip155:${id}`,
  chainNamespace: 'eip155',
  name: `Chain ${id}`,
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [`http://127.0.0.1:${8545 + id}`] } },
})
const sol = (reference: string, port: number): Network => ({
  id: reference,
  caipNetworkId: `solana:${reference}`,
  chainNamespace: 'solana',
  name: `Solana ${reference.slice(0, 4)}`,
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: [`http://127.0.0.1:${port}`] } },
})
const mainnet = sol('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 8899)
const devnet = sol('EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 8900)
const eip155 = {
  methods: [
    'personal_sign',
    'eth_sendTransaction',
    'eth_signTypedData_v4',
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
  ],
  events: ['accountsChanged', 'chainChanged'],
}
const solana = {
  methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'],
  events: [],
}

const other = (namespace: string, reference: string): Network => ({
  id: reference,
  caipNetworkId: `${namespace}:${reference}`,
  chainNamespace: namespace,
  name: `${namespace} ${reference}`,
  nativeCurrency: { name: namespace, symbol: namespace.slice(0, 3).toUpperCase(), decimals: 8 },
  rpcUrls: { default: { http: [`http://127.0.0.1:9/${namespace}`] } },
})
const polkadotNet = other('polkadot', '91b171bb158e2d3848fa23a9f1c25182')
const kusama = other('polkadot', 'b0a8d493285c2df73290dfb7e61f870f')
const hub = other('cosmos', 'cosmoshub-4')
const bitcoin = other('bip122', '000000000019d6689c085ae165831e93')
const polkadot = {
  methods: ['polkadot_signTransaction', 'polkadot_signMessage'],
  events: ['chainChanged', 'accountsChanged'],
}
const cosmos = {
  methods: ['cosmos_getAccounts', 'cosmos_signDirect', 'cosmos_signAmino'],
  events: ['chainChanged', 'accountsChanged'],
}
const bip122 = {
  methods: ['getAccountAddresses', 'signMessage', 'signPsbt', 'sendTransfer'],
  events: ['bip122_addressesChanged'],
}

const made: Gangway[] = []
afterEach(async () => {
  for (const gangway of made.splice(0)) await gangway.destroy()
})

/** What the session proposal asks of a host configured with `networks`: the plugin's served namespaces, the active networks first. */
async function proposal(networks: readonly Network[]) {
  const gangway = createKernel(
    {
      projectId: 'test',
      networks: networks as GangwayConfig['networks'],
      remoteConfig: false,
      storage: createMemoryStorage(),
      plugins: [createWalletConnectPlugin()],
    },
    { env: { origin: 'http://localhost:5173', isMobile: () => false } },
  )
  made.push(gangway)
  await gangway.ready
  const served = gangway.getPlugin('walletconnect')?.namespaces() ?? []
  const connectors = gangway.stores.connectors
    .getState()
    .connectors.filter((item) => item.type === 'WALLET_CONNECT')
    .map((item) => item.chain)
  const { active } = gangway.stores.networks.getState()
  return { connectors, namespaces: buildOptionalNamespaces(networks, served, active) }
}

describe('the session proposal of the walletconnect plugin (optional namespaces)', () => {
  it('eip155 and solana: both namespaces, each with its methods, chains as CAIP-2 ids and the configured RPCs', async () => {
    const { connectors, namespaces } = await proposal([evm(1), mainnet, evm(10), devnet])
    expect(connectors).toEqual(['eip155', 'solana'])
    expect(namespaces).toEqual({
      eip155: {
        chains: ['eip155:1', 'eip155:10'],
        ...eip155,
        rpcMap: { 1: evm(1).rpcUrls.default.http[0], 10: evm(10).rpcUrls.default.http[0] },
      },
      solana: {
        chains: [mainnet.caipNetworkId, devnet.caipNetworkId],
        ...solana,
        rpcMap: { [mainnet.id]: 'http://127.0.0.1:8899', [devnet.id]: 'http://127.0.0.1:8900' },
      },
    })
  })

  it('solana only: a solana namespace alone, the active network first', async () => {
    const { connectors, namespaces } = await proposal([devnet, mainnet])
    expect(connectors).toEqual(['solana'])
    expect(Object.keys(namespaces)).toEqual(['solana'])
    expect(namespaces.solana).toMatchObject({
      chains: ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
      ...solana,
    })
  })

  it('all five namespaces: each with the methods and events WalletConnect documents for it, nothing else', async () => {
    const { connectors, namespaces } = await proposal([evm(1), bitcoin, kusama, hub, devnet, polkadotNet])
    expect(connectors).toEqual(['eip155', 'solana', 'polkadot', 'cosmos', 'bip122'])
    expect(namespaces).toEqual({
      eip155: { chains: ['eip155:1'], ...eip155, rpcMap: { 1: 'http://127.0.0.1:8546' } },
      solana: { chains: [devnet.caipNetworkId], ...solana, rpcMap: { [devnet.id]: 'http://127.0.0.1:8900' } },
      polkadot: {
        chains: [kusama.caipNetworkId, polkadotNet.caipNetworkId],
        ...polkadot,
        rpcMap: {
          [kusama.id]: 'http://127.0.0.1:9/polkadot',
          [polkadotNet.id]: 'http://127.0.0.1:9/polkadot',
        },
      },
      cosmos: {
        chains: ['cosmos:cosmoshub-4'],
        ...cosmos,
        rpcMap: { 'cosmoshub-4': 'http://127.0.0.1:9/cosmos' },
      },
      bip122: {
        chains: [bitcoin.caipNetworkId],
        ...bip122,
        rpcMap: { [bitcoin.id]: 'http://127.0.0.1:9/bip122' },
      },
    })
  })

  it('polkadot and bip122 without EVM or Solana networks: only those two namespaces', async () => {
    const { connectors, namespaces } = await proposal([bitcoin, polkadotNet])
    expect(connectors).toEqual(['polkadot', 'bip122'])
    expect(Object.keys(namespaces)).toEqual(['polkadot', 'bip122'])
    expect(namespaces.bip122).toMatchObject(bip122)
  })

  it('eip155 only: no solana namespace', async () => {
    const { connectors, namespaces } = await proposal([evm(1)])
    expect(connectors).toEqual(['eip155'])
    expect(namespaces).toEqual({
      eip155: { chains: ['eip155:1'], ...eip155, rpcMap: { 1: 'http://127.0.0.1:8546' } },
    })
  })
})
