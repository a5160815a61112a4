import type { Address } from '@solana/kit'
import bs58 from 'bs58'
import nacl from 'tweetnacl'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { createKernel, type Gangway, type GangwayConfig, type Network } from '../../entries/plugin.js'
import type { LocalSolanaRpc } from '../../playground/devnet/solana/LocalSolanaRpc.js'
import { startSolanaRpc } from '../../playground/devnet/solana/startSolanaRpc.js'
import { createSolanaDevWallet } from '../../playground/devnet/solana/wallet/createSolanaDevWallet.js'
import { registerSolanaDevWallet } from '../../playground/devnet/solana/wallet/registerSolanaDevWallet.js'
import type { SolanaDevWalletRequest } from '../../playground/devnet/solana/wallet/SolanaDevWalletRequest.js'
import { createMemoryStorage } from '../../tests/fixtures/createMemoryStorage.js'
import { createSolanaPlugin } from './createSolanaPlugin.js'
import './index.js'
import type { SolanaPluginOptions } from './SolanaPluginOptions.js'
import { storedConnectorId } from './test/storedConnectorId.js'

const solanaDevnet: Network = {
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  caipNetworkId: 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  chainNamespace: 'solana',
  name: 'Solana Devnet',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } },
  testnet: true,
}
let rpc: LocalSolanaRpc
const made: Gangway[] = []
const uninstalls: (() => void)[] = []

beforeAll(async () => {
  rpc = await startSolanaRpc()
})
afterAll(async () => {
  await rpc?.stop()
})
afterEach(async () => {
  for (const gangway of made.splice(0)) await gangway.destroy()
  for (const uninstall of uninstalls.splice(0)) uninstall()
})

const walletName = 'Gangway Dev Wallet'
const address = (index: number) => rpc.accounts[index]!.address
const lamportsOf = (owner: string) => rpc.svm.getBalance(owner as Address) ?? 0n
const freshAddress = () => bs58.encode(nacl.sign.keyPair().publicKey)
const floor3 = (lamports: bigint) => {
  const whole = lamports / 1_000_000_000n
  const fraction = ((lamports % 1_000_000_000n) / 1_000_000n).toString().padStart(3, '0')
  return `${whole}.${fraction}`
}

interface Setup {
  readonly accounts?: readonly number[]
  readonly approve?: (request: SolanaDevWalletRequest) => boolean
  readonly storage?: ReturnType<typeof createMemoryStorage>
  readonly walletStorage?: ReturnType<typeof createMemoryStorage>
  readonly networks?: readonly Network[]
  readonly plugin?: SolanaPluginOptions
}

async function start(setup: Setup = {}) {
  const approve = vi.fn(setup.approve ?? (() => true))
  const wallet = createSolanaDevWallet({
    chains: [{ chain: rpc.chain, rpcUrl: rpc.rpcUrl }],
    secretKeys: (setup.accounts ?? [0]).map((index) => rpc.accounts[index]!.secretKey),
    ...(setup.walletStorage ? { storage: setup.walletStorage } : {}),
    approve,
  })
  const target = new EventTarget()
  uninstalls.push(registerSolanaDevWallet(wallet, target))
  const storage = setup.storage ?? createMemoryStorage()
  const gangway = createKernel(
    {
      projectId: 'test',
      networks: (setup.networks ?? [rpc.network, solanaDevnet]) as GangwayConfig['networks'],
      plugins: [createSolanaPlugin({ target, ...setup.plugin })],
      storage,
      remoteConfig: false,
    },
    { env: { origin: 'http://localhost:5173', isMobile: () => false } },
  )
  made.push(gangway)
  const connecting = gangway.getState().account?.status
  await gangway.ready
  const api = gangway.getPlugin('solana')
  if (!api) throw new Error('the solana plugin did not set up')
  return { gangway, wallet, approve, storage, api, connecting }
}

async function connected(setup: Setup = {}) {
  const started = await start(setup)
  await started.gangway.connect(walletName, 'solana')
  return started
}

describe('solana plugin against the local Solana VM (litesvm) and the Solana dev wallet', () => {
  it('connects through the Wallet Standard: address, network, eoa account, real balance floored to 3 decimals', async () => {
    const { gangway, approve } = await connected({ accounts: [0] })
    expect(approve).toHaveBeenCalledWith(expect.objectContaining({ method: 'standard:connect' }))
    expect(gangway.getState()).toMatchObject({
      activeNamespace: 'solana',
      activeNetwork: { caipNetworkId: rpc.network.caipNetworkId },
      account: {
        status: 'connected',
        address: address(0),
        caipAddress: `${rpc.network.caipNetworkId}:${address(0)}`,
        preferredAccountType: 'eoa',
        allAccounts: [{ namespace: 'solana', address: address(0), type: 'eoa' }],
        connectedWalletInfo: { name: walletName, type: 'announced' },
      },
    })
    const expected = floor3(lamportsOf(address(0)))
    expect(expected).toBe('1000.000')
    await vi.waitFor(() => expect(gangway.getState().account?.balance).toBe(expected))
    expect(gangway.getState().account?.balanceSymbol).toBe('SOL')
  })

  it('signs a message: base58 ed25519 signature that tweetnacl verifies; solana_signMessage takes base58 and a pubkey', async () => {
    const { gangway, approve } = await connected({ accounts: [0] })
    const text = 'Hello from Gangway ✓'
    const signature = await gangway.signMessage(text)
    expect(approve).toHaveBeenLastCalledWith(
      expect.objectContaining({
        method: 'solana:signMessage',
        params: { account: address(0), message: text },
      }),
    )
    const publicKey = bs58.decode(address(0))
    const utf8 = new TextEncoder().encode(text)
    expect(nacl.sign.detached.verify(utf8, bs58.decode(signature), publicKey)).toBe(true)
    expect(
      nacl.sign.detached.verify(new TextEncoder().encode('Hello'), bs58.decode(signature), publicKey),
    ).toBe(false)
    const bytes = Uint8Array.of(0, 1, 2, 250)
    const answer = (await gangway.request({
      method: 'solana_signMessage',
      params: { message: bs58.encode(bytes), pubkey: address(0) },
    })) as { signature: string }
    expect(nacl.sign.detached.verify(bytes, bs58.decode(answer.signature), publicKey)).toBe(true)
    await expect(
      gangway.request({ method: 'solana_signMessage', params: { message: '0OIl', pubkey: address(0) } }),
    ).rejects.toMatchObject({ code: -32602, details: 'message must be base58' })
    await expect(
      gangway.request({ method: 'solana_signMessage', params: { message: 'abc', pubkey: address(1) } }),
    ).rejects.toMatchObject({ code: 4100 })
  })

  it('sends 0.1 SOL: both balances change on the VM, the signature confirms over the websocket, the balance on screen follows', async () => {
    const { gangway, api, approve } = await connected({ accounts: [1] })
    const receiver = freshAddress()
    const before = lamportsOf(address(1))
    const signature = await gangway.sendTransaction({ to: receiver, value: 100_000_000n })
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/)
    expect(approve).toHaveBeenLastCalledWith(
      expect.objectContaining({
        method: 'solana:signAndSendTransaction',
        chain: rpc.chain,
        params: expect.objectContaining({
          feePayer: address(1),
          options: { preflightCommitment: 'confirmed' },
        }),
      }),
    )
    await api.confirmTransaction(signature, { commitment: 'finalized' })
    expect(lamportsOf(receiver)).toBe(100_000_000n)
    expect(lamportsOf(address(1))).toBe(before - 100_000_000n - 5_000n)
    await vi.waitFor(() => expect(gangway.getState().account?.balance).toBe(floor3(lamportsOf(address(1)))))
    expect(gangway.getState().account?.balance).toBe('999.899')
  })

  it('transfers the DevSPL token, creating the receiver token account; a second transfer goes to the same account', async () => {
    const { gangway, api } = await connected({ accounts: [2] })
    const receiver = freshAddress()
    const mint = rpc.token.mint
    const before = await api.getTokenBalance({ mint })
    expect(before).toEqual({ amount: 1_000_000_000_000n, decimals: 6, uiAmountString: '1000000' })
    await expect(api.getTokenBalance({ mint, owner: receiver })).resolves.toMatchObject({ amount: 0n })
    await api.confirmTransaction(await api.transferToken({ mint, to: receiver, amount: 1_500_000n }))
    await expect(api.getTokenBalance({ mint, owner: receiver })).resolves.toEqual({
      amount: 1_500_000n,
      decimals: 6,
      uiAmountString: '1.5',
    })
    await gangway.sendTransaction({ to: receiver, token: mint, amount: '250000', decimals: 6 })
    await expect(api.getTokenBalance({ mint, owner: receiver })).resolves.toMatchObject({
      amount: 1_750_000n,
    })
    await expect(api.getTokenBalance({ mint })).resolves.toMatchObject({
      amount: 1_000_000_000_000n - 1_750_000n,
    })
    await expect(api.transferToken({ mint, to: receiver, amount: 1n, decimals: 9 })).rejects.toMatchObject({
      message: 'Invalid amount',
      details: 'The token has 6 decimals, not 9',
    })
    await expect(api.transferToken({ mint: address(3), to: receiver, amount: 1n })).rejects.toMatchObject({
      message: 'Not an SPL token mint',
    })
  })

  it('accepts every preflight commitment of spec section 5 and refuses any other before the wallet is asked', async () => {
    const { gangway, api, approve } = await connected({ accounts: [3] })
    const receiver = address(9)
    const before = lamportsOf(receiver)
    const allowed = [
      'processed',
      'confirmed',
      'finalized',
      'recent',
      'single',
      'singleGossip',
      'root',
      'max',
    ] as const
    for (const [index, preflightCommitment] of allowed.entries())
      await api.sendSol({ to: receiver, lamports: index + 1, preflightCommitment })
    expect(lamportsOf(receiver) - before).toBe(36n)
    const asked = approve.mock.calls.map(([request]) => request.params)
    expect(asked.slice(-8).map((params) => (params as { options: object }).options)).toEqual(
      [
        'processed',
        'confirmed',
        'finalized',
        'processed',
        'confirmed',
        'confirmed',
        'finalized',
        'finalized',
      ].map((preflightCommitment) => ({ preflightCommitment })),
    )
    const calls = approve.mock.calls.length
    await expect(
      gangway.sendTransaction({ to: receiver, value: 1n, preflightCommitment: 'fast' }),
    ).rejects.toMatchObject({
      message: 'Invalid preflight commitment',
      details:
        '"fast" is not one of processed, confirmed, finalized, recent, single, singleGossip, root, max',
    })
    await expect(gangway.sendTransaction({ to: 'not-base58-0OIl', value: 1n })).rejects.toMatchObject({
      message: 'Invalid Solana address',
    })
    await expect(gangway.sendTransaction({ to: `${receiver}x`.repeat(2), value: 1n })).rejects.toThrow(
      'Invalid Solana address',
    )
    await expect(gangway.sendTransaction({ value: 1n })).rejects.toThrow(
      'An amount and receiver address are required',
    )
    await expect(api.transferToken({ mint: '', to: receiver, amount: 1n })).rejects.toThrow(
      'A token is required',
    )
    await expect(gangway.sendTransaction({ to: receiver, value: 0n })).rejects.toThrow('Invalid amount')
    expect(approve.mock.calls.length).toBe(calls)
  })

  it('turns a send the VM refuses into a SolanaTransactionError with its reason and logs, and stays connected', async () => {
    const { gangway } = await connected({ accounts: [3] })
    await expect(gangway.sendTransaction({ to: freshAddress(), value: 1n })).rejects.toMatchObject({
      name: 'SolanaTransactionError',
      reason: 'rentExemption',
      details:
        'Transaction simulation failed: Transaction results in an account (1) with insufficient funds for rent',
    })
    const failure = await gangway
      .sendTransaction({ to: freshAddress(), value: 5_000n * 1_000_000_000n })
      .catch((error: unknown) => error)
    expect(failure).toMatchObject({
      name: 'SolanaTransactionError',
      reason: 'insufficientFunds',
      message: 'Insufficient funds to pay for the transaction amount and fees.',
      logs: expect.arrayContaining([expect.stringContaining('insufficient lamports')]),
    })
    expect(gangway.getState().account?.status).toBe('connected')
  })

  it('reconnects after a reload from storage, without a prompt and without showing disconnected first', async () => {
    const storage = createMemoryStorage()
    const walletStorage = createMemoryStorage()
    const first = await connected({ accounts: [4], storage, walletStorage })
    expect(first.approve).toHaveBeenCalledTimes(1)
    await first.gangway.destroy()
    const second = await start({ accounts: [4], storage, walletStorage })
    expect(second.connecting).toBe('connecting')
    expect(second.gangway.getState().account).toMatchObject({ status: 'connected', address: address(4) })
    expect(second.approve).not.toHaveBeenCalled()
    expect(storedConnectorId(storage)).toBe(walletName)
    await expect(second.gangway.signMessage('after reload')).resolves.toMatch(/^[1-9A-HJ-NP-Za-km-z]+$/)
  })

  it('does not reconnect a wallet that no longer authorises the site (silent connect only)', async () => {
    const storage = createMemoryStorage()
    const walletStorage = createMemoryStorage()
    const first = await connected({ accounts: [4], storage, walletStorage })
    await first.gangway.destroy()
    first.wallet.revoke()
    const second = await start({ accounts: [4], storage, walletStorage })
    expect(second.gangway.getState().account?.status).toBe('disconnected')
    expect(second.approve).not.toHaveBeenCalled()
    expect(storedConnectorId(storage)).toBeUndefined()
  })

  it('reports a rejected signature as rejected (4001) and stays connected', async () => {
    const { gangway } = await connected({
      accounts: [5],
      approve: (request) => request.method !== 'solana:signMessage',
    })
    const failure = await gangway.signMessage('no').catch((error: unknown) => error)
    expect(failure).toMatchObject({
      name: 'UserRejectedRequestError',
      code: 4001,
      message: 'The user rejected the request.',
      details: 'User rejected the request.',
    })
    expect(gangway.getState().account).toMatchObject({ status: 'connected', address: address(5) })
  })

  it('reports a rejected connection as "Connection rejected" and stays disconnected', async () => {
    const { gangway } = await start({ accounts: [5], approve: () => false })
    await expect(gangway.connect(walletName, 'solana')).rejects.toThrow('Connection rejected')
    expect(gangway.getState().account?.status).toBe('disconnected')
  })

  it('follows the account the wallet selects, and clears the session when the wallet withdraws it', async () => {
    const { gangway, wallet } = await connected({ accounts: [5, 6] })
    wallet.selectAccount(1)
    expect(gangway.getState().account).toMatchObject({
      address: address(6),
      caipAddress: `${rpc.network.caipNetworkId}:${address(6)}`,
    })
    wallet.revoke()
    expect(gangway.getState().account?.status).toBe('disconnected')
  })

  it('switches between the configured solana networks locally (the dapp picks the cluster)', async () => {
    const { gangway, api } = await connected({ accounts: [6] })
    expect(api.getWallet()).toMatchObject({ name: walletName, type: 'announced', chain: rpc.chain })
    await gangway.switchNetwork(solanaDevnet)
    expect(gangway.getState()).toMatchObject({
      activeNetwork: { caipNetworkId: solanaDevnet.caipNetworkId },
      account: { status: 'connected', caipAddress: `${solanaDevnet.caipNetworkId}:${address(6)}` },
    })
    expect(api.getWallet()?.chain).toBeUndefined()
    await gangway.switchNetwork(rpc.network)
    expect(api.getWallet()?.chain).toBe(rpc.chain)
  })

  it('disconnects: the wallet forgets the site, state and storage are cleared, later wallet events are ignored', async () => {
    const storage = createMemoryStorage()
    const { gangway, wallet } = await connected({ accounts: [7], storage })
    expect(storedConnectorId(storage)).toBe(walletName)
    const events: string[] = []
    gangway.events.onAny((type) => events.push(type))
    await gangway.disconnect()
    expect(events).toContain('DISCONNECT_SUCCESS')
    expect(wallet.authorised).toBe(false)
    expect(storedConnectorId(storage)).toBeUndefined()
    expect(gangway.getState().account?.status).toBe('disconnected')
    expect(gangway.getState().account?.address).toBeUndefined()
    await wallet.features['standard:connect'].connect()
    expect(gangway.getState().account?.status).toBe('disconnected')
    await expect(gangway.signMessage('after')).rejects.toThrow('Please call connect() before request()')
  })

  it('shows "Token Balance Unavailable" when the RPC does not answer, and stays connected', async () => {
    const networks = [{ ...rpc.network, rpcUrls: { default: { http: ['http://127.0.0.1:9'] } } }]
    const { gangway } = await connected({ accounts: [8], networks })
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
