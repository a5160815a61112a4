import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import {
  type Address,
  createPublicClient,
  erc20Abi,
  formatEther,
  type Hex,
  http,
  parseEther,
  parseUnits,
  stringToHex,
  verifyMessage,
} from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createKernel, type Gangway, type GangwayConfig, type Network } from '../../entries/plugin.js'
import type { Devnet } from '../../playground/devnet/Devnet.js'
import { devAccounts } from '../../playground/devnet/devAccounts.js'
import { devNetworks } from '../../playground/devnet/devNetworks.js'
import { startDevnet } from '../../playground/devnet/startDevnet.js'
import { createDevWalletProvider } from '../../playground/devnet/wallet/createDevWalletProvider.js'
import type { DevWalletRequest } from '../../playground/devnet/wallet/DevWalletRequest.js'
import { createMemoryStorage } from '../../tests/fixtures/createMemoryStorage.js'
import { createEip155Plugin } from './createEip155Plugin.js'
import type { Eip155PluginOptions } from './Eip155PluginOptions.js'
import './index.js'
import { announceWallet } from './test/announceWallet.js'
import { storedConnectorId } from './test/storedConnectorId.js'
import { waitForCalls } from './test/waitForCalls.js'

let devnet: Devnet
const made: Gangway[] = []
const servers: Server[] = []

beforeAll(async () => {
  devnet = await startDevnet()
}, 60_000)
afterAll(async () => {
  await devnet?.stop()
})
afterEach(async () => {
  for (const gangway of made.splice(0)) await gangway.destroy()
  for (const server of servers.splice(0)) server.close()
})

const rdns = 'dev.gangway.wallet'
const address = (index: number) => devAccounts[index]!.address as Address
const chainA = () => devnet.chains[0]!
const reader = () => createPublicClient({ transport: http(chainA().rpcUrl) })
const floor3 = (wei: bigint) => {
  const [whole, fraction = ''] = formatEther(wei).split('.')
  return `${whole}.${fraction.padEnd(3, '0').slice(0, 3)}`
}

interface Setup {
  readonly accounts?: readonly number[]
  readonly knownChainIds?: readonly number[]
  readonly approve?: (request: DevWalletRequest) => boolean
  readonly storage?: ReturnType<typeof createMemoryStorage>
  readonly walletStorage?: ReturnType<typeof createMemoryStorage>
  readonly networks?: readonly Network[]
  readonly plugin?: Eip155PluginOptions
}

async function start(setup: Setup = {}) {
  const approve = vi.fn(setup.approve ?? (() => true))
  const wallet = createDevWalletProvider({
    chains: devnet.chains,
    knownChainIds: setup.knownChainIds ?? [chainA().chainId],
    privateKeys: (setup.accounts ?? [0]).map((index) => devAccounts[index]!.privateKey),
    ...(setup.walletStorage ? { storage: setup.walletStorage } : {}),
    approve,
  })
  const target = new EventTarget()
  announceWallet(target, wallet, { rdns, name: 'Gangway Dev Wallet' })
  const storage = setup.storage ?? createMemoryStorage()
  const gangway = createKernel(
    {
      projectId: 'test',
      networks: (setup.networks ?? devNetworks(devnet)) as GangwayConfig['networks'],
      plugins: [createEip155Plugin({ target, ...setup.plugin })],
      storage,
      remoteConfig: false,
    },
    { env: { origin: 'http://localhost:5173', isMobile: () => false } },
  )
  made.push(gangway)
  const connecting = gangway.getState().account?.status
  await gangway.ready
  const api = gangway.getPlugin('eip155')
  if (!api) throw new Error('the eip155 plugin did not set up')
  return { gangway, wallet, approve, storage, api, connecting }
}

async function connected(setup: Setup = {}) {
  const started = await start(setup)
  await started.gangway.connect(rdns)
  return started
}

describe('eip155 plugin against the devnet (anvil) and the dev wallet', () => {
  it('connects the announced wallet: address, chain and the real balance floored to 3 decimals', async () => {
    const { gangway, approve } = await connected({ accounts: [0] })
    expect(approve).toHaveBeenCalledWith(expect.objectContaining({ method: 'eth_requestAccounts' }))
    expect(gangway.getState()).toMatchObject({
      activeNetwork: { caipNetworkId: 'eip155:31337' },
      account: {
        status: 'connected',
        address: address(0),
        caipAddress: `eip155:31337:${address(0)}`,
        connectedWalletInfo: { name: 'Gangway Dev Wallet', identifier: rdns },
      },
    })
    const expected = floor3(await reader().getBalance({ address: address(0) }))
    expect(expected).not.toBe('10000.000')
    await vi.waitFor(() => expect(gangway.getState().account?.balance).toBe(expected))
    expect(gangway.getState().account?.balanceSymbol).toBe('ETH')
  })

  it('signs a message with personal_sign; the signature verifies with viem', async () => {
    const { gangway, approve } = await connected({ accounts: [0] })
    const signature = (await gangway.signMessage('Hello from Gangway ✓')) as Hex
    expect(approve).toHaveBeenLastCalledWith(
      expect.objectContaining({
        method: 'personal_sign',
        params: [stringToHex('Hello from Gangway ✓'), address(0)],
      }),
    )
    await expect(
      verifyMessage({ address: address(0), message: 'Hello from Gangway ✓', signature }),
    ).resolves.toBe(true)
    await expect(verifyMessage({ address: address(0), message: 'Hello', signature })).resolves.toBe(false)
  })

  it('sends 0.01 ETH: the hash is mined and both balances change on chain', async () => {
    const { gangway, api } = await connected({ accounts: [1] })
    const client = reader()
    const balances = () =>
      Promise.all([client.getBalance({ address: address(1) }), client.getBalance({ address: address(7) })])
    const [senderBefore, receiverBefore] = await balances()
    const hash = await gangway.sendTransaction({ to: address(7), value: parseEther('0.01') })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    const receipt = await api.waitForReceipt(hash as Hex)
    expect(receipt).toMatchObject({ transactionHash: hash, status: 'success', to: address(7).toLowerCase() })
    const [senderAfter, receiverAfter] = await balances()
    expect(receiverAfter - receiverBefore).toBe(parseEther('0.01'))
    expect(senderBefore - senderAfter).toBeGreaterThan(parseEther('0.01'))
  })

  it('transfers and approves an ERC-20 token, and estimates gas on the network RPC', async () => {
    const { api } = await connected({ accounts: [2] })
    const { token } = chainA()
    const client = reader()
    const balanceOf = (owner: Address) =>
      client.readContract({
        address: token.address as Address,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [owner],
      })
    const before = await balanceOf(address(8))
    const amount = parseUnits('12.5', token.decimals)
    const transfer = await api.transferToken({ token: token.address, to: address(8), amount })
    expect((await api.waitForReceipt(transfer)).status).toBe('success')
    expect((await balanceOf(address(8))) - before).toBe(amount)
    const approval = await api.approveToken({ token: token.address, spender: address(9), amount: 7n })
    await api.waitForReceipt(approval)
    await expect(
      client.readContract({
        address: token.address as Address,
        abi: erc20Abi,
        functionName: 'allowance',
        args: [address(2), address(9)],
      }),
    ).resolves.toBe(7n)
    await expect(api.estimateGas({ to: address(9), value: 1n })).resolves.toBe(21_000n)
  })

  it('reconnects after a reload from storage, without a prompt and without showing disconnected first', async () => {
    const storage = createMemoryStorage()
    const walletStorage = createMemoryStorage()
    const first = await connected({ accounts: [3], storage, walletStorage })
    expect(first.approve).toHaveBeenCalledTimes(1)
    await first.gangway.destroy()
    const second = await start({ accounts: [3], storage, walletStorage })
    expect(second.connecting).toBe('connecting')
    expect(second.gangway.getState().account).toMatchObject({ status: 'connected', address: address(3) })
    expect(second.approve).not.toHaveBeenCalled()
    expect(storedConnectorId(storage)).toBe(rdns)
  })

  it('does not reconnect a wallet that no longer authorises the site', async () => {
    const storage = createMemoryStorage()
    const walletStorage = createMemoryStorage()
    const first = await connected({ accounts: [3], storage, walletStorage })
    await first.gangway.destroy()
    first.wallet.revoke()
    expect(storedConnectorId(storage)).toBe(rdns)
    const second = await start({ accounts: [3], storage, walletStorage })
    expect(second.gangway.getState().account?.status).toBe('disconnected')
    expect(second.approve).not.toHaveBeenCalled()
    expect(storedConnectorId(storage)).toBeUndefined()
  })

  it('switches to a chain the wallet adds first (4902, add, switch), and follows chainChanged from the wallet', async () => {
    const { gangway, wallet, approve } = await connected({ accounts: [4] })
    expect(wallet.chains.map((chain) => chain.chainId)).toEqual([31337])
    await gangway.switchNetwork('eip155:31338')
    expect(approve).toHaveBeenCalledWith(
      expect.objectContaining({
        method: 'wallet_addEthereumChain',
        params: [
          {
            chainId: '0x7a6a',
            chainName: 'Gangway Devnet B',
            nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
            rpcUrls: [devnet.chains[1]!.rpcUrl],
          },
        ],
      }),
    )
    expect(wallet.chainId).toBe(31338)
    expect(gangway.getState()).toMatchObject({
      activeNetwork: { caipNetworkId: 'eip155:31338' },
      account: { status: 'connected', caipAddress: `eip155:31338:${address(4)}` },
    })
    await wallet.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] })
    expect(gangway.getState()).toMatchObject({
      activeNetwork: { caipNetworkId: 'eip155:31337' },
      account: { caipAddress: `eip155:31337:${address(4)}` },
    })
  })

  it('reports a rejected chain addition as rejected and a failed one as "Chain is not supported"', async () => {
    const dead: Network = {
      ...devNetworks(devnet)[1]!,
      id: 31339,
      caipNetworkId: 'eip155:31339',
      rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
    }
    const { gangway } = await connected({
      accounts: [4],
      networks: [...devNetworks(devnet), dead],
      approve: (request) => request.method !== 'wallet_addEthereumChain',
    })
    await expect(gangway.switchNetwork('eip155:31338')).rejects.toMatchObject({
      name: 'UserRejectedRequestError',
      message: 'The user rejected the request.',
    })
    await expect(gangway.switchNetwork('eip155:31339')).rejects.toMatchObject({
      message: 'Chain is not supported',
    })
    expect(gangway.getState().activeNetwork?.caipNetworkId).toBe('eip155:31337')
  })

  it('follows accountsChanged from the wallet', async () => {
    const { gangway, wallet } = await connected({ accounts: [5, 6] })
    wallet.selectAccount(1)
    expect(gangway.getState().account).toMatchObject({
      address: address(6),
      caipAddress: `eip155:31337:${address(6)}`,
    })
  })

  it('reports a rejected signature as rejected and stays connected', async () => {
    const { gangway } = await connected({
      accounts: [5],
      approve: (request) => request.method !== 'personal_sign',
    })
    const failure = await gangway.signMessage('no').catch((error: unknown) => error)
    expect(failure).toMatchObject({ name: 'UserRejectedRequestError', code: 4001 })
    expect((failure as Error).message).toMatch(/rejected the request/)
    expect(gangway.getState().account).toMatchObject({ status: 'connected', address: address(5) })
  })

  it('disconnects: revokes the permission, clears state and storage, and ignores later wallet events', async () => {
    const storage = createMemoryStorage()
    const { gangway, wallet } = await connected({ accounts: [6], storage })
    expect(storedConnectorId(storage)).toBe(rdns)
    const events: string[] = []
    gangway.events.onAny((type) => events.push(type))
    await gangway.disconnect()
    expect(events).toContain('DISCONNECT_SUCCESS')
    expect(wallet.authorised).toBe(false)
    expect(storedConnectorId(storage)).toBeUndefined()
    expect(gangway.getState().account?.status).toBe('disconnected')
    expect(gangway.getState().account?.address).toBeUndefined()
    wallet.emitAccountsChanged([address(6)])
    wallet.emitChainChanged(31338)
    expect(gangway.getState().account?.status).toBe('disconnected')
    expect(gangway.getState().activeNetwork?.caipNetworkId).toBe('eip155:31337')
    await expect(gangway.signMessage('after')).rejects.toThrow('Please call connect() before request()')
  })

  it('clears the session when the wallet drops every account', async () => {
    const { gangway, wallet } = await connected({ accounts: [6] })
    wallet.revoke()
    expect(gangway.getState().account?.status).toBe('disconnected')
  })

  it('clears the session when the wallet emits disconnect', async () => {
    const storage = createMemoryStorage()
    const { gangway, wallet } = await connected({ accounts: [6], storage })
    wallet.setConnected(false)
    expect(gangway.getState().account?.status).toBe('disconnected')
    expect(storedConnectorId(storage)).toBeUndefined()
  })

  it.each([
    [
      'insufficientFunds',
      { value: parseEther('20000') },
      'Insufficient funds to pay for the transaction amount and gas.',
    ],
    [
      'nonceTooLow',
      { value: 1n, nonce: 0 },
      'The transaction nonce was already used. Refresh and try again.',
    ],
    ['gasTooLow', { value: 1n, gas: 1_000n }, 'The gas limit is too low for this transaction.'],
  ] as const)('turns a %s node error into a clear TransactionError', async (reason, request, message) => {
    const { gangway, api } = await connected({ accounts: [9] })
    await api.waitForReceipt(await api.sendTransaction({ to: address(8), value: 1n }))
    const failure = await gangway
      .sendTransaction({ to: address(8), ...request })
      .catch((error: unknown) => error)
    expect(failure).toMatchObject({ name: 'TransactionError', reason, message, shortMessage: message })
    expect(gangway.getState().account?.status).toBe('connected')
  })

  it('turns a reverted contract call into a TransactionError', async () => {
    const { api } = await connected({ accounts: [9] })
    const failure = await api
      .transferToken({ token: chainA().token.address, to: address(8), amount: 1n })
      .catch((error: unknown) => error)
    expect(failure).toMatchObject({ name: 'TransactionError', reason: 'reverted' })
  })

  it('asks for capabilities of the connected address, and needs one', async () => {
    const idle = await start({ accounts: [7] })
    await expect(idle.api.getCapabilities()).rejects.toThrow('Capabilities request requires an address')
    await idle.gangway.connect(rdns)
    await expect(idle.gangway.request({ method: 'wallet_getCapabilities' })).resolves.toEqual({
      '0x7a69': { atomic: { status: 'unsupported' }, assetDiscovery: { supported: true } },
    })
  })

  it('sends calls with wallet_sendCalls, after checking every to and data', async () => {
    const { gangway, api, approve } = await connected({ accounts: [7] })
    const before = await reader().getBalance({ address: address(9) })
    const result = (await api.sendCalls({
      calls: [
        { to: address(9), value: 5n },
        { to: address(9), value: 6n, data: '0x' },
      ],
    })) as { id: string }
    expect(result.id).toMatch(/^0x/)
    await waitForCalls(gangway, result.id, 2)
    expect((await reader().getBalance({ address: address(9) })) - before).toBe(11n)
    const calls = approve.mock.calls.length
    await expect(api.sendCalls({ calls: [{ to: 'abc' }] })).rejects.toMatchObject({
      message: 'Invalid wallet_sendCalls request',
      details: 'calls[0].to must start with 0x',
    })
    await expect(
      gangway.request({ method: 'wallet_sendCalls', params: [{ calls: [{ to: address(9), data: 'ff' }] }] }),
    ).rejects.toMatchObject({ details: 'calls[0].data must start with 0x' })
    expect(approve.mock.calls.length).toBe(calls)
  })

  it.each([
    ['refuses connections', async () => 'http://127.0.0.1:9'],
    [
      'never answers (timeout)',
      async () => {
        const server = createServer(() => undefined)
        servers.push(server)
        await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
        return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
      },
    ],
  ])('shows "Token Balance Unavailable" when the chain RPC %s', async (_case, url) => {
    const rpc = await url()
    const networks = devNetworks(devnet).map((network) => ({
      ...network,
      rpcUrls: { default: { http: [rpc] } },
    }))
    const { gangway } = await connected({ accounts: [0], networks, plugin: { rpcTimeoutMs: 300 } })
    await vi.waitFor(
      () =>
        expect(gangway.stores.notifications.getState().current).toMatchObject({
          message: 'Token Balance Unavailable',
          variant: 'error',
        }),
      { timeout: 10_000 },
    )
    expect(gangway.getState().account?.status).toBe('connected')
    expect(gangway.getState().account?.balance).toBeUndefined()
  })
})
