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

  it('eip155 only: no solana namespace', async () => {
    const { connectors, namespaces } = await proposal([evm(1)])
    expect(connectors).toEqual(['eip155'])
    expect(namespaces).toEqual({
      eip155: { chains: ['eip155:1'], ...eip155, rpcMap: { 1: 'http://127.0.0.1:8546' } },
    })
  })
})
