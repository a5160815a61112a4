import bs58 from 'bs58'
import nacl from 'tweetnacl'
import { type Address, type Hex, verifyMessage } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Gangway } from '../../core/index.js'
import { createKernel } from '../../entries/plugin.js'
import type { Devnet } from '../../playground/devnet/Devnet.js'
import { devAccounts } from '../../playground/devnet/devAccounts.js'
import { devNetworks } from '../../playground/devnet/devNetworks.js'
import type { LocalSolanaRpc } from '../../playground/devnet/solana/LocalSolanaRpc.js'
import { startSolanaRpc } from '../../playground/devnet/solana/startSolanaRpc.js'
import { createSolanaDevWallet } from '../../playground/devnet/solana/wallet/createSolanaDevWallet.js'
import { registerSolanaDevWallet } from '../../playground/devnet/solana/wallet/registerSolanaDevWallet.js'
import { startDevnet } from '../../playground/devnet/startDevnet.js'
import { createDevWalletProvider } from '../../playground/devnet/wallet/createDevWalletProvider.js'
import { devWalletIcon } from '../../playground/devnet/wallet/devWalletIcon.js'
import { buildWalletChoices } from '../../plugins/connect/buildWalletChoices.js'
import { createEip155Plugin } from '../../plugins/eip155/createEip155Plugin.js'
import { announceWallet } from '../../plugins/eip155/test/announceWallet.js'
import { createSolanaPlugin } from '../../plugins/solana/createSolanaPlugin.js'
import { createMemoryStorage } from '../fixtures/createMemoryStorage.js'

let devnet: Devnet
let rpc: LocalSolanaRpc
const made: Gangway[] = []
const cleanups: (() => void)[] = []

beforeAll(async () => {
  ;[devnet, rpc] = await Promise.all([startDevnet(), startSolanaRpc()])
}, 60_000)
afterAll(async () => {
  await Promise.all([devnet?.stop(), rpc?.stop()])
})
afterEach(async () => {
  for (const gangway of made.splice(0)) await gangway.destroy()
  for (const cleanup of cleanups.splice(0)) cleanup()
})

const name = 'Gangway Dev Wallet'
const rdns = 'dev.gangway.wallet'
const evmAddress = devAccounts[0]!.address
const solAddress = () => rpc.accounts[0]!.address

function start(storage = createMemoryStorage(), walletStorage = createMemoryStorage()) {
  const approve = vi.fn((_request: { readonly method: string }) => true)
  const evm = createDevWalletProvider({
    chains: devnet.chains,
    knownChainIds: [devnet.chains[0]!.chainId],
    privateKeys: [devAccounts[0]!.privateKey],
    storage: walletStorage,
    approve,
  })
  const sol = createSolanaDevWallet({
    chains: [{ chain: rpc.chain, rpcUrl: rpc.rpcUrl }],
    secretKeys: [rpc.accounts[0]!.secretKey],
    storage: walletStorage,
    approve,
  })
  const target = new EventTarget()
  cleanups.push(
    announceWallet(target, evm, { rdns, name, icon: devWalletIcon(name, rdns) }),
    registerSolanaDevWallet(sol, target),
  )
  const gangway = createKernel(
    {
      projectId: 'test',
      networks: [rpc.network, ...devNetworks(devnet)],
      plugins: [createEip155Plugin({ target }), createSolanaPlugin({ target })],
      storage,
      remoteConfig: false,
    },
    { env: { origin: 'http://localhost:5173', isMobile: () => false } },
  )
  made.push(gangway)
  return { gangway, approve, evm, sol, storage, walletStorage }
}

const accounts = (gangway: Gangway) => {
  const { byNamespace } = gangway.stores.accounts.getState()
  return {
    solana: byNamespace.solana && { status: byNamespace.solana.status, address: byNamespace.solana.address },
    eip155: byNamespace.eip155 && { status: byNamespace.eip155.status, address: byNamespace.eip155.address },
  }
}

describe('eip155 and solana connected in one kernel', () => {
  it('lists a wallet of both namespaces once in Connect, picking the active namespace’s connector', async () => {
    const { gangway } = start()
    await gangway.ready
    const choices = () =>
      buildWalletChoices({
        connectors: gangway.stores.connectors.getState().connectors,
        recent: [],
        recommended: [],
        order: ['injected'],
        activeNamespace: gangway.getState().activeNamespace,
        imageUrl: () => undefined,
      }).map((choice) => [choice.name, choice.connector?.chain, choice.connector?.id])
    expect(gangway.getState().activeNamespace).toBe('solana')
    expect(choices()).toEqual([[name, 'solana', name]])
    await gangway.switchNetwork(devNetworks(devnet)[0]!)
    expect(choices()).toEqual([[name, 'eip155', rdns]])
  })

  it('connects both, switches the active namespace with both accounts kept, signs in each, disconnects one then all', async () => {
    const { gangway, approve, storage } = start()
    await gangway.ready
    await gangway.connect(name, 'solana')
    expect(gangway.getState()).toMatchObject({
      activeNamespace: 'solana',
      account: { address: solAddress() },
    })
    await vi.waitFor(() => expect(gangway.getState().account?.balance).toBe('1000.000'))

    await gangway.switchNetwork(devNetworks(devnet)[0]!)
    expect(gangway.getState().activeNamespace).toBe('eip155')
    expect(gangway.getState().account?.address).toBeUndefined()
    await gangway.connect(rdns, 'eip155')
    expect(accounts(gangway)).toEqual({
      solana: { status: 'connected', address: solAddress() },
      eip155: { status: 'connected', address: evmAddress },
    })
    expect(gangway.getState()).toMatchObject({
      activeNamespace: 'eip155',
      activeNetwork: { caipNetworkId: 'eip155:31337' },
    })
    await vi.waitFor(() => expect(gangway.getState().account?.balanceSymbol).toBe('ETH'))

    const evmSignature = (await gangway.signMessage('both')) as Hex
    await expect(
      verifyMessage({ address: evmAddress as Address, message: 'both', signature: evmSignature }),
    ).resolves.toBe(true)
    const solSignature = await gangway.signMessage('both', 'solana')
    expect(
      nacl.sign.detached.verify(
        new TextEncoder().encode('both'),
        bs58.decode(solSignature),
        bs58.decode(solAddress()),
      ),
    ).toBe(true)

    await gangway.switchNetwork(rpc.network)
    expect(gangway.getState()).toMatchObject({
      activeNamespace: 'solana',
      activeNetwork: { caipNetworkId: rpc.network.caipNetworkId },
      account: { status: 'connected', address: solAddress(), balanceSymbol: 'SOL' },
    })
    expect(accounts(gangway).eip155).toEqual({ status: 'connected', address: evmAddress })
    expect(approve.mock.calls.map(([request]) => request.method)).toEqual([
      'standard:connect',
      'eth_requestAccounts',
      'personal_sign',
      'solana:signMessage',
    ])

    await gangway.disconnect('solana')
    expect(accounts(gangway)).toEqual({
      solana: { status: 'disconnected', address: undefined },
      eip155: { status: 'connected', address: evmAddress },
    })
    expect(JSON.parse(storage.map.get('@gangway/connectorIds') ?? '{}')).toEqual({ eip155: rdns })
    await gangway.disconnect()
    expect(accounts(gangway)).toEqual({
      solana: { status: 'disconnected', address: undefined },
      eip155: { status: 'disconnected', address: undefined },
    })
    expect(JSON.parse(storage.map.get('@gangway/connectorIds') ?? '{}')).toEqual({})
  })

  it('reconnects both namespaces after a reload, without a prompt', async () => {
    const storage = createMemoryStorage()
    const walletStorage = createMemoryStorage()
    const first = start(storage, walletStorage)
    await first.gangway.ready
    await first.gangway.connect(rdns, 'eip155')
    await first.gangway.connect(name, 'solana')
    await first.gangway.destroy()
    for (const cleanup of cleanups.splice(0)) cleanup()
    const second = start(storage, walletStorage)
    await second.gangway.ready
    expect(accounts(second.gangway)).toEqual({
      solana: { status: 'connected', address: solAddress() },
      eip155: { status: 'connected', address: evmAddress },
    })
    expect(second.approve).not.toHaveBeenCalled()
  })
})
