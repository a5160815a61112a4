import { type Address, createWalletClient, encodeFunctionData, erc20Abi, http } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createKernel, type Gangway, type GangwayConfig } from '../../entries/plugin.js'
import { devChainClient, sendAsSession } from '../../playground/devnet/aa/sendAsSession.js'
import type { Devnet } from '../../playground/devnet/Devnet.js'
import { devAccounts } from '../../playground/devnet/devAccounts.js'
import { devNetworks } from '../../playground/devnet/devNetworks.js'
import { startDevnet } from '../../playground/devnet/startDevnet.js'
import { createDevWalletProvider } from '../../playground/devnet/wallet/createDevWalletProvider.js'
import { createEip155Plugin } from '../../plugins/eip155/createEip155Plugin.js'
import { announceWallet } from '../../plugins/eip155/test/announceWallet.js'
import { createSmartAccountsPlugin } from '../../plugins/smart-accounts/createSmartAccountsPlugin.js'
import { createMemoryStorage } from '../fixtures/createMemoryStorage.js'
import '../../plugins/eip155/index.js'
import '../../plugins/smart-accounts/index.js'

let devnet: Devnet
const made: Gangway[] = []
const rdns = 'dev.gangway.wallet'
const chain = () => devnet.chains[0]!
const aa = () => chain().accountAbstraction!
const reader = () => devChainClient(chain())
const token = () => chain().token.address
const approvals: string[] = []

beforeAll(async () => {
  devnet = await startDevnet({
    chains: [{ chainId: 31337, name: 'Gangway Devnet A', swaps: false }],
    bundlers: true,
  })
}, 120_000)
afterAll(async () => {
  await devnet?.stop()
})
afterEach(async () => {
  for (const gangway of made.splice(0)) await gangway.destroy()
})

/**
 * A kernel with the dev wallet (account `index`, a DGT holder) owning a GangwayAccount; `sessions`: the feature on;
 * `smartAccount` false: the wallet's own account, no smart account.
 */
async function connected(index: number, sessions = true, smartAccount = true) {
  const wallet = createDevWalletProvider({
    chains: devnet.chains,
    knownChainIds: [31337],
    privateKeys: [devAccounts[index]!.privateKey],
    approve: (request) => {
      approvals.push(request.method)
      return true
    },
  })
  const target = new EventTarget()
  announceWallet(target, wallet, { rdns, name: 'Gangway Dev Wallet' })
  const gangway = createKernel(
    {
      projectId: 'test',
      networks: devNetworks(devnet).slice(0, 1) as unknown as GangwayConfig['networks'],
      plugins: [
        createEip155Plugin({ target }),
        createSmartAccountsPlugin({
          chains: { 'eip155:31337': { entryPoint: aa().entryPoint, factory: aa().signingFactory } },
          connectors: smartAccount ? [rdns] : [],
          bundlerUrl: aa().bundlerUrl!,
        }),
      ],
      features: { smartSessions: sessions },
      storage: createMemoryStorage(),
      remoteConfig: false,
    },
    { env: { origin: 'http://localhost:5173', isMobile: () => false } },
  )
  made.push(gangway)
  await gangway.ready
  await gangway.connect(rdns)
  const smart = gangway.getPlugin('smartAccounts')!
  const account = (await smart.smartAccount())?.address ?? ('0x' as Address)
  if (smartAccount)
    await reader().request({
      method: 'anvil_setBalance' as never,
      params: [account, '0xde0b6b3a7640000'] as never,
    })
  return { gangway, smart, account }
}

const transfer = (to: Address, amount: bigint) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] })
const tokenBalance = (owner: Address) =>
  reader().readContract({ address: token(), abi: erc20Abi, functionName: 'balanceOf', args: [owner] })
const inAnHour = () => Math.floor(Date.now() / 1000) + 3600

const grantTransfers = (keyAddress: Address, expiry: number) => ({
  expiry,
  signer: { type: 'key' as const, data: { id: keyAddress } },
  permissions: [
    {
      type: 'contract-call' as const,
      data: { address: token(), abi: erc20Abi, functions: [{ functionName: 'transfer' }] },
    },
  ],
})

/** The owner EOA sends its smart account `amount` DGT (a plain transaction, outside the widget). */
async function fundWithTokens(index: number, account: Address, amount: bigint) {
  const wallet = createWalletClient({
    account: privateKeyToAccount(devAccounts[index]!.privateKey as `0x${string}`),
    transport: http(chain().rpcUrl),
  })
  const hash = await wallet.writeContract({
    chain: null,
    address: token(),
    abi: erc20Abi,
    functionName: 'transfer',
    args: [account, amount],
  })
  await reader().waitForTransactionReceipt({ hash })
}

describe('smart sessions: keys the smart account lets call chosen functions, enforced by its contract', {
  timeout: 90_000,
}, () => {
  it('grants a key DGT transfers: the app then sends them alone; anything else, or after revoking, is refused', async () => {
    const { smart, account } = await connected(1)
    await fundWithTokens(1, account, 1_000n)
    const key = generatePrivateKey()
    const keyAddress = privateKeyToAccount(key).address
    const expiry = inAnHour()
    approvals.length = 0
    const session = await smart.grantPermissions(grantTransfers(keyAddress, expiry))
    expect(approvals).toEqual(['personal_sign'])
    expect(session).toMatchObject({
      chainId: '0x7a69',
      address: account,
      expiry,
      signer: { type: 'key', data: { id: keyAddress } },
      permissions: [{ type: 'contract-call', data: { address: token(), selectors: ['0xa9059cbb'] } }],
      status: 'active',
    })
    expect(await smart.getPermissions()).toEqual([session])
    const receiver = devAccounts[9]!.address as Address
    const before = await tokenBalance(receiver)
    const receipt = await sendAsSession(chain(), key, account, { to: token(), data: transfer(receiver, 5n) })
    expect(receipt.success).toBe(true)
    expect((await tokenBalance(receiver)) - before).toBe(5n)
    expect(approvals).toEqual(['personal_sign'])
    const approve = encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [receiver, 1n] })
    await expect(sendAsSession(chain(), key, account, { to: token(), data: approve })).rejects.toThrow(/AA24/)
    await expect(
      sendAsSession(chain(), key, account, { to: receiver, data: transfer(receiver, 1n) }),
    ).rejects.toThrow(/AA24/)
    await smart.revokePermissions(session)
    expect(await smart.getPermissions()).toEqual([])
    await expect(
      sendAsSession(chain(), key, account, { to: token(), data: transfer(receiver, 5n) }),
    ).rejects.toThrow(/AA24/)
    expect((await tokenBalance(receiver)) - before).toBe(5n)
  })

  it('refuses the key once the session expired (the EntryPoint checks the time), and lists it as expired', async () => {
    const { smart, account } = await connected(2)
    await fundWithTokens(2, account, 1_000n)
    const key = generatePrivateKey()
    const block = await reader().getBlock()
    const expiry = Math.max(Number(block.timestamp), Math.floor(Date.now() / 1000)) + 3
    await smart.grantPermissions(grantTransfers(privateKeyToAccount(key).address, expiry))
    await reader().request({ method: 'evm_increaseTime' as never, params: [60] as never })
    await reader().request({ method: 'evm_mine' as never, params: [] as never })
    await new Promise((resolve) => setTimeout(resolve, 4_000))
    expect((await smart.getPermissions()).map((session) => session.status)).toEqual(['expired'])
    await expect(
      sendAsSession(chain(), key, account, {
        to: token(),
        data: transfer(devAccounts[9]!.address as Address, 1n),
      }),
    ).rejects.toThrow(/AA22|expired/)
  })

  it("checks every request before anything is signed, and needs the feature: 'Smart sessions are not enabled'", async () => {
    const { smart } = await connected(3)
    const keyAddress = privateKeyToAccount(generatePrivateKey()).address
    approvals.length = 0
    const good = grantTransfers(keyAddress, inAnHour())
    const cases: [unknown, string][] = [
      [{ ...good, expiry: 5 }, 'expiry must be a future time in seconds'],
      [{ ...good, expiry: inAnHour() + 400 * 86_400 }, 'expiry must be within a year'],
      [
        { ...good, policies: [{ type: 'token-allowance', data: {} }] },
        'policies are not enforced by the smart account: send none',
      ],
      [
        { ...good, permissions: [...good.permissions, ...good.permissions] },
        'exactly one contract-call permission per session',
      ],
      [
        { ...good, signer: { type: 'key', data: { id: 'nobody' } } },
        'signer.data.id must be the key address',
      ],
      [
        {
          ...good,
          permissions: [
            { type: 'contract-call', data: { address: token(), functions: [{ functionName: 'steal' }] } },
          ],
        },
        "functions[0]: steal is not a function of the permission's abi",
      ],
      [{ ...good, chainId: '0x1' }, 'chainId must be the active network'],
    ]
    for (const [request, details] of cases)
      await expect(smart.grantPermissions(request as never)).rejects.toMatchObject({
        shortMessage: 'Invalid wallet_grantPermissions request',
        details,
      })
    await expect(smart.revokePermissions({ context: '0x1234' })).rejects.toMatchObject({
      details: 'context must be a session context',
    })
    expect(approvals).toEqual([])
    const off = await connected(4, false)
    await expect(off.smart.grantPermissions(good)).rejects.toMatchObject({
      name: 'ConfigError',
      shortMessage: 'Smart sessions are not enabled',
    })
    await expect(off.smart.getPermissions()).rejects.toMatchObject({
      shortMessage: 'Smart sessions are not enabled',
    })
    const eoa = await connected(5, true, false)
    approvals.length = 0
    await expect(eoa.smart.grantPermissions(good)).rejects.toMatchObject({
      shortMessage: 'Smart sessions need a smart account on the active network',
    })
    expect(approvals).toEqual([])
  })
})
