// @vitest-environment jsdom
import { verifyMessage } from 'viem'
import { afterEach, describe, expect, it } from 'vitest'
import { createKernel, type Gangway, type Network, type Plugin } from '../../entries/plugin.js'
import { devAccounts } from '../../playground/devnet/devAccounts.js'
import { createDevWalletProvider } from '../../playground/devnet/wallet/createDevWalletProvider.js'
import { createMemoryStorage } from '../../tests/fixtures/createMemoryStorage.js'
import { createEip155Plugin } from './createEip155Plugin.js'
import { announceWallet } from './test/announceWallet.js'

const devnetA: Network = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Devnet A',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9/unused'] } },
}
const zeroBalance = async () => new Response(JSON.stringify({ jsonrpc: '2.0', id: 1, result: '0x0' }))
const cleanups: (() => unknown)[] = []

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

async function start(plugin: Plugin) {
  const gangway: Gangway = createKernel(
    {
      projectId: 'test',
      networks: [devnetA],
      plugins: [plugin],
      storage: createMemoryStorage(),
      remoteConfig: false,
      fetch: zeroBalance,
    },
    { env: { origin: 'http://localhost:5173', isMobile: () => false } },
  )
  cleanups.push(() => gangway.destroy())
  await gangway.ready
  return gangway
}

describe('one eip155 plugin object in two Gangway instances (a host that recreates its instance)', () => {
  it('each instance signs with its own connection, before and after the other is set up or destroyed', async () => {
    const wallet = createDevWalletProvider({
      chains: [{ chainId: 31337, name: 'Devnet A', rpcUrl: 'http://127.0.0.1:9/unused' }],
      privateKeys: [devAccounts[0]!.privateKey],
    })
    cleanups.push(announceWallet(window, wallet, { rdns: 'dev.gangway.wallet', name: 'Dev' }))
    const plugin = createEip155Plugin()
    const first = await start(plugin)
    await first.connect('dev.gangway.wallet')
    const second = await start(plugin)
    const address = devAccounts[0]!.address
    const signature = await first.signMessage('from the first instance')
    expect(
      await verifyMessage({
        address,
        message: 'from the first instance',
        signature: signature as `0x${string}`,
      }),
    ).toBe(true)
    expect(first.getPlugin('eip155')?.getProvider()).toBe(wallet)
    await expect(second.signMessage('from the second, not connected')).rejects.toThrow()
    expect(second.getPlugin('eip155')?.getProvider()).toBeUndefined()

    await second.connect('dev.gangway.wallet')
    await first.destroy()
    const again = await second.signMessage('after the first is gone')
    expect(
      await verifyMessage({ address, message: 'after the first is gone', signature: again as `0x${string}` }),
    ).toBe(true)
  })
})
