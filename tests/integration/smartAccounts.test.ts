import { type Address, createPublicClient, encodeFunctionData, erc20Abi, http, parseEther } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createKernel, type Gangway, type GangwayConfig } from '../../entries/plugin.js'
import type { Devnet } from '../../playground/devnet/Devnet.js'
import { devAccounts } from '../../playground/devnet/devAccounts.js'
import { devNetworks } from '../../playground/devnet/devNetworks.js'
import { startDevnet } from '../../playground/devnet/startDevnet.js'
import { createDevWalletProvider } from '../../playground/devnet/wallet/createDevWalletProvider.js'
import { createEip155Plugin } from '../../plugins/eip155/createEip155Plugin.js'
import { startServer } from '../../server/test/startServer.js'
import { createMemoryStorage } from '../fixtures/createMemoryStorage.js'
import '../../plugins/eip155/index.js'
import { announceWallet } from '../../plugins/eip155/test/announceWallet.js'
import { createSmartAccountClient } from '../../plugins/smart-accounts/createSmartAccountClient.js'
import { createSmartAccountsPlugin } from '../../plugins/smart-accounts/createSmartAccountsPlugin.js'
import '../../plugins/smart-accounts/index.js'

let devnet: Devnet
let api: Awaited<ReturnType<typeof startServer>>
const made: Gangway[] = []
const rdns = 'dev.gangway.wallet'
const chain = () => devnet.chains[0]!
const reader = () => createPublicClient({ transport: http(chain().rpcUrl) })
const aa = () => chain().accountAbstraction!

beforeAll(async () => {
  devnet = await startDevnet({
    chains: [{ chainId: 31337, name: 'Gangway Devnet A', swaps: false }],
    bundlers: true,
  })
  api = await startServer({
    projects: [{ id: 'test', allowedOrigins: ['http://localhost:5173'] }],
    bundlers: { 'eip155:31337': aa().bundlerUrl! },
  })
}, 120_000)
afterAll(async () => {
  await api?.stop()
  await devnet?.stop()
})
afterEach(async () => {
  for (const gangway of made.splice(0)) await gangway.destroy()
})

/** A kernel with the dev wallet (account `index`) announced and connected; `smart`: its account owns a SimpleAccount. */
async function connected(index: number, smart = true) {
  const wallet = createDevWalletProvider({
    chains: devnet.chains,
    knownChainIds: [31337],
    privateKeys: [devAccounts[index]!.privateKey],
    approve: () => true,
  })
  const target = new EventTarget()
  announceWallet(target, wallet, { rdns, name: 'Gangway Dev Wallet' })
  const gangway = createKernel(
    {
      projectId: 'test',
      networks: devNetworks(devnet) as GangwayConfig['networks'],
      endpoints: { api: `${api.url}/gangway/api` },
      plugins: [
        createEip155Plugin({ target }),
        createSmartAccountsPlugin({
          chains: { 'eip155:31337': { entryPoint: aa().entryPoint, factory: aa().factory } },
          connectors: smart ? [rdns] : [],
        }),
      ],
      storage: createMemoryStorage(),
      remoteConfig: false,
    },
    { env: { origin: 'http://localhost:5173', isMobile: () => false } },
  )
  made.push(gangway)
  await gangway.ready
  await gangway.connect(rdns)
  const calls = gangway.getPlugin('smartAccounts')
  if (!calls) throw new Error('the smartAccounts plugin did not set up')
  return { gangway, calls }
}

const transfer = (to: Address, ether: string) => ({ to, value: `0x${parseEther(ether).toString(16)}` })

describe('smart accounts: EIP-5792 as ERC-4337 user operations through the bundler endpoint (alto on anvil)', {
  timeout: 60_000,
}, () => {
  it('sends two transfers as one user operation that deploys the account; the receipt comes from the bundler', async () => {
    const { calls } = await connected(5)
    const account = await calls.smartAccount()
    expect(account).toEqual({ address: expect.stringMatching(/^0x[0-9a-fA-F]{40}$/), deployed: false })
    expect(account!.address.toLowerCase()).not.toBe(devAccounts[5]!.address.toLowerCase())
    await reader().request({
      method: 'anvil_setBalance' as never,
      params: [account!.address, '0xde0b6b3a7640000'] as never,
    })
    expect(await calls.getCapabilities()).toEqual({ '0x7a69': { atomic: { status: 'supported' } } })
    const [x, y] = [devAccounts[8]!.address as Address, devAccounts[9]!.address as Address]
    const before = await Promise.all([x, y].map((address) => reader().getBalance({ address })))
    const { id } = await calls.sendCalls({ calls: [transfer(x, '0.1'), transfer(y, '0.2')] })
    const status = await calls.waitForCallsStatus(id, { timeoutMs: 30_000 })
    expect(status).toMatchObject({ version: '2.0.0', id, chainId: '0x7a69', atomic: true, status: 200 })
    expect((status as { receipts: unknown[] }).receipts).toHaveLength(1)
    const after = await Promise.all([x, y].map((address) => reader().getBalance({ address })))
    expect([after[0]! - before[0]!, after[1]! - before[1]!]).toEqual([parseEther('0.1'), parseEther('0.2')])
    expect(await calls.smartAccount()).toEqual({ address: account!.address, deployed: true })
  })

  it('is atomic: a batch whose second call reverts is refused whole and the first transfer never lands', async () => {
    const { calls } = await connected(6)
    const account = (await calls.smartAccount())!
    await reader().request({
      method: 'anvil_setBalance' as never,
      params: [account.address, '0xde0b6b3a7640000'] as never,
    })
    const x = devAccounts[8]!.address as Address
    const before = await reader().getBalance({ address: x })
    const tooMuch = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [x, 10n ** 30n] })
    await expect(
      calls.sendCalls({ calls: [transfer(x, '0.3'), { to: chain().token.address, data: tooMuch }] }),
    ).rejects.toMatchObject({
      // ERC-4337's -32521 (the user operation reverts in its execution phase), in a node's words
      name: 'TransactionError',
      reason: 'reverted',
      shortMessage: 'The transaction was reverted by the contract.',
    })
    expect(await reader().getBalance({ address: x })).toBe(before)
    expect((await calls.smartAccount())?.deployed).toBe(false)
  })

  it("says 'Insufficient funds' when the account cannot pay for its gas (AA21), and nothing is sent", async () => {
    const { calls } = await connected(7)
    const x = devAccounts[8]!.address as Address
    const before = await reader().getBalance({ address: x })
    const refused = calls.sendCalls({ calls: [transfer(x, '0.1')] })
    await expect(refused).rejects.toMatchObject({
      name: 'TransactionError',
      reason: 'insufficientFunds',
      shortMessage: 'Insufficient funds to pay for the transaction amount and gas.',
    })
    expect((await refused.catch((error: { details?: string }) => error.details)) ?? '').toMatch(/AA21/)
    expect(await reader().getBalance({ address: x })).toBe(before)
    expect((await calls.smartAccount())?.deployed).toBe(false)
  })

  it("validates calls before anything is signed: 'to' starting with 0x, data starting with 0x", async () => {
    const { calls } = await connected(5)
    await expect(calls.sendCalls({ calls: [{ to: 'abc' }] })).rejects.toMatchObject({
      shortMessage: 'Invalid wallet_sendCalls request',
      details: 'calls[0].to must start with 0x',
    })
    await expect(
      calls.sendCalls({ calls: [{ to: devAccounts[1]!.address, data: 'zz' }] }),
    ).rejects.toMatchObject({ details: 'calls[0].data must start with 0x' })
    await expect(calls.sendCalls({ calls: [] })).rejects.toMatchObject({
      shortMessage: 'Invalid wallet_sendCalls request',
    })
  })

  it("fails with 'Failed to fetch user operation receipt with status' when no receipt comes by the deadline", async () => {
    const client = createSmartAccountClient({
      owner: createDevWalletProvider({
        chains: devnet.chains,
        knownChainIds: [31337],
        privateKeys: [devAccounts[5]!.privateKey],
        approve: () => true,
      }),
      ownerAddress: devAccounts[5]!.address as Address,
      chainId: 31337,
      rpcUrl: chain().rpcUrl,
      bundlerUrl: `${api.url}/gangway/api/v1/bundler?projectId=test&chainId=eip155:31337`,
      contracts: { entryPoint: aa().entryPoint, factory: aa().factory },
      pollingIntervalMs: 50,
    })
    const unknown = `0x${'ab'.repeat(32)}` as const
    expect(await client.callsStatus(unknown)).toMatchObject({ status: 100 })
    await expect(client.waitForCalls(unknown, { timeoutMs: 200 })).rejects.toMatchObject({
      shortMessage: 'Failed to fetch user operation receipt with status',
    })
  })

  it('without a smart account the same calls go to the dev wallet, its 5700-5760 errors mapped', async () => {
    const { calls, gangway } = await connected(7, false)
    expect(await calls.smartAccount()).toBeUndefined()
    expect(await calls.getCapabilities()).toMatchObject({ '0x7a69': { atomic: { status: 'unsupported' } } })
    const x = devAccounts[8]!.address as Address
    const before = await reader().getBalance({ address: x })
    const { id } = await calls.sendCalls({ calls: [transfer(x, '0.01'), transfer(x, '0.02')] })
    expect(await calls.waitForCallsStatus(id, { timeoutMs: 30_000 })).toMatchObject({
      status: 200,
      atomic: false,
    })
    expect((await reader().getBalance({ address: x })) - before).toBe(parseEther('0.03'))
    await expect(
      calls.sendCalls({ calls: [transfer(x, '0.01')], atomicRequired: true }),
    ).rejects.toMatchObject({
      name: 'AtomicityNotSupportedError',
      code: 5760,
    })
    await expect(calls.getCallsStatus('0x1234')).rejects.toMatchObject({
      name: 'UnknownBundleIdError',
      code: 5730,
    })
    await gangway.disconnect()
    await expect(calls.getCapabilities()).rejects.toMatchObject({
      shortMessage: 'Capabilities request requires an address',
    })
  })
})
