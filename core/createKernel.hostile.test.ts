import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryStorage } from '../tests/fixtures/createMemoryStorage.js'
import {
  createTestChainPlugin,
  createTestWallet,
  type TestWallet,
} from '../tests/fixtures/createTestChainPlugin.js'
import { devnetA } from '../tests/fixtures/devnetA.js'
import { devnetB } from '../tests/fixtures/devnetB.js'
import { createKernel } from './createKernel.js'
import type { Gangway } from './Gangway.js'
import type { GangwayConfig } from './types/GangwayConfig.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

const made: Gangway[] = []
afterEach(async () => {
  vi.useRealTimers()
  for (const gangway of made.splice(0)) await gangway.destroy()
})

function withWallet(
  wallet: TestWallet = createTestWallet(),
  storage = createMemoryStorage(),
  config: Partial<GangwayConfig> = {},
) {
  const gangway = createKernel(
    {
      projectId: 'test',
      networks: [devnetA, devnetB],
      remoteConfig: false,
      plugins: [createTestChainPlugin(wallet)],
      storage,
      ...config,
    } as GangwayConfig,
    { env: { origin: 'http://localhost:5173', isMobile: () => false } },
  )
  made.push(gangway)
  const events: string[] = []
  gangway.events.onAny((type) => events.push(type))
  return { gangway, wallet, storage, events }
}

/** A storage that already holds a connection of the test wallet, as after a reload. */
async function storedSession() {
  const storage = createMemoryStorage()
  const wallet = createTestWallet()
  const first = withWallet(wallet, storage)
  await first.gangway.ready
  await first.gangway.connect('test-wallet')
  await first.gangway.destroy()
  wallet.calls.length = 0
  wallet.signals.length = 0
  return { storage, wallet }
}

const storedConnections = (storage: ReturnType<typeof createMemoryStorage>) =>
  storage.map.get('@gangway/connections') ?? '[]'

describe('a wallet that never answers (issue 12, item 2)', () => {
  it('fails the silent reconnect after the 10 s deadline: ready resolves, disconnected, nothing stored', async () => {
    const { storage, wallet } = await storedSession()
    wallet.hold = true
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const { gangway } = withWallet(wallet, storage)
    expect(gangway.getState().account?.status).toBe('connecting')
    await vi.waitFor(() => expect(wallet.held).toHaveLength(1))
    let ready = false
    void gangway.ready.then(() => {
      ready = true
    })
    await vi.advanceTimersByTimeAsync(9_000)
    expect(ready).toBe(false)
    await vi.advanceTimersByTimeAsync(1_001)
    await gangway.ready
    expect(gangway.getState().account?.status).toBe('disconnected')
    expect(wallet.signals[0]?.aborted).toBe(true)
    expect(storedConnections(storage)).not.toContain('test-wallet')
    wallet.held[0]?.()
    await vi.advanceTimersByTimeAsync(0)
    expect(gangway.getState().account?.status).toBe('disconnected')
  })

  it('opens the modal and disconnects without waiting for the silent reconnect', async () => {
    const { storage, wallet } = await storedSession()
    wallet.hold = true
    const { gangway, events } = withWallet(wallet, storage)
    await vi.waitFor(() => expect(wallet.held).toHaveLength(1))
    await gangway.open()
    expect(gangway.getState()).toMatchObject({ open: true, view: 'Connect' })
    await gangway.disconnect()
    expect(wallet.signals[0]?.aborted).toBe(true)
    expect(gangway.getState().account?.status).toBe('disconnected')
    expect(storedConnections(storage)).not.toContain('test-wallet')
    wallet.held[0]?.()
    await gangway.ready
    expect(gangway.getState().account?.status).toBe('disconnected')
    expect(events).not.toContain('CONNECT_SUCCESS')
  })

  it('shows Account when the silent reconnect succeeds while the modal shows Connect', async () => {
    const { storage, wallet } = await storedSession()
    wallet.hold = true
    const { gangway } = withWallet(wallet, storage)
    await vi.waitFor(() => expect(wallet.held).toHaveLength(1))
    await gangway.open()
    expect(gangway.getState().view).toBe('Connect')
    wallet.held[0]?.()
    await gangway.ready
    expect(gangway.getState()).toMatchObject({ open: true, view: 'Account' })
  })
})

describe('abandoned connects (issue 12, item 3)', () => {
  it('ends a connect with Modal closed when the modal closes, and discards the late answer', async () => {
    const { gangway, wallet, storage, events } = withWallet(createTestWallet({ hold: true }))
    await gangway.ready
    await gangway.open()
    const attempt = gangway.connect('test-wallet')
    await vi.waitFor(() => expect(wallet.held).toHaveLength(1))
    expect(gangway.getState().account?.status).toBe('connecting')
    gangway.close()
    await expect(attempt).rejects.toThrow('Modal closed')
    expect(wallet.signals[0]?.aborted).toBe(true)
    expect((wallet.signals[0]?.reason as Error | undefined)?.message).toBe('Modal closed')
    expect(gangway.getState().account?.status).toBe('disconnected')
    wallet.held[0]?.()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(gangway.getState().account?.status).toBe('disconnected')
    expect(events).not.toContain('CONNECT_SUCCESS')
    expect(storedConnections(storage)).not.toContain('test-wallet')
  })

  it('ends an older connect when a newer one starts; only the newer one connects', async () => {
    const { gangway, wallet, events } = withWallet(createTestWallet({ hold: true }))
    await gangway.ready
    const older = gangway.connect('test-wallet')
    await vi.waitFor(() => expect(wallet.held).toHaveLength(1))
    const newer = gangway.connect('test-wallet')
    await expect(older).rejects.toThrow('Failed to connect')
    expect(gangway.getState().account?.status).toBe('connecting')
    await vi.waitFor(() => expect(wallet.held).toHaveLength(2))
    wallet.held[0]?.()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(gangway.getState().account?.status).toBe('connecting')
    wallet.held[1]?.()
    await newer
    expect(gangway.getState().account?.status).toBe('connected')
    expect(events.filter((type) => type === 'CONNECT_SUCCESS')).toHaveLength(1)
  })

  it('ends a connect when disconnect() is called', async () => {
    const { gangway, wallet, events } = withWallet(createTestWallet({ hold: true }))
    await gangway.ready
    const attempt = gangway.connect('test-wallet')
    await vi.waitFor(() => expect(wallet.held).toHaveLength(1))
    await gangway.disconnect()
    await expect(attempt).rejects.toThrow('Failed to connect')
    wallet.held[0]?.()
    await new Promise((resolve) => setTimeout(resolve, 10))
    expect(gangway.getState().account?.status).toBe('disconnected')
    expect(events).not.toContain('CONNECT_SUCCESS')
  })
})

describe('accounts from wallets (issue 12, item 4)', () => {
  it('refuses a connect whose accounts are all invalid', async () => {
    const wallet = createTestWallet({
      accounts: [{ namespace: 'eip155', address: '<img src=x onerror=alert(1)>', type: 'eoa' }],
    })
    const { gangway, events } = withWallet(wallet)
    await gangway.ready
    await expect(gangway.connect('test-wallet')).rejects.toThrow('Failed to connect')
    expect(gangway.getState().account?.status).toBe('disconnected')
    expect(gangway.getState().account?.address).toBeUndefined()
    expect(events).not.toContain('CONNECT_SUCCESS')
  })

  it('drops invalid accounts from accountsChanged and treats an all-invalid list as empty', async () => {
    const { gangway, wallet } = withWallet()
    await gangway.ready
    await gangway.connect('test-wallet')
    const other = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    wallet.ctx?.session.accountsChanged('eip155', [
      { namespace: 'eip155', address: '<img src=x onerror=alert(1)>', type: 'eoa' },
      { namespace: 'eip155', address: other, type: 'eoa' },
    ])
    expect(gangway.getState().account).toMatchObject({
      address: other,
      caipAddress: `eip155:31337:${other}`,
      allAccounts: [{ address: other }],
    })
    wallet.ctx?.session.accountsChanged('eip155', [
      { namespace: 'eip155', address: 'eip155:1:not-an-address', type: 'eoa' },
    ])
    expect(gangway.getState().account?.status).toBe('disconnected')
    expect(gangway.getState().account?.address).toBeUndefined()
  })

  it('keeps the canonical form the adapter gives, so one account never shows two ways', async () => {
    const { gangway, wallet } = withWallet()
    await gangway.ready
    await gangway.connect('test-wallet')
    const adapter = wallet.ctx?.getChain('eip155') as {
      normalizeAddress?: (value: string) => string | undefined
    }
    adapter.normalizeAddress = (value) => (/^0x[0-9a-f]{40}$/i.test(value) ? value.toUpperCase() : undefined)
    wallet.ctx?.session.accountsChanged('eip155', [
      { namespace: 'eip155', address: ADDRESS.toLowerCase(), type: 'eoa' },
      { namespace: 'eip155', address: ADDRESS, type: 'eoa' },
    ])
    expect(gangway.getState().account?.allAccounts.map((item) => item.address)).toEqual([
      ADDRESS.toUpperCase(),
    ])
  })
})

describe('event floods (issue 12, item 6)', () => {
  it('turns 500 chainChanged events into a few balance requests and storage writes', async () => {
    const storage = createMemoryStorage()
    let writes = 0
    const counting = {
      ...storage,
      setItem: (key: string, value: string) => {
        if (key === '@gangway/activeNetworkId') writes += 1
        storage.setItem(key, value)
      },
    }
    const { gangway, wallet } = withWallet(createTestWallet(), counting as typeof storage)
    await gangway.ready
    await gangway.connect('test-wallet')
    await vi.waitFor(() => expect(gangway.getState().account?.balanceStatus).toBe('ready'))
    const before = wallet.calls.filter((call) => call === 'balance').length
    writes = 0
    for (let index = 0; index < 500; index += 1)
      wallet.ctx?.session.chainChanged('eip155', index % 2 === 0 ? 'eip155:31338' : 'eip155:31337')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(wallet.calls.filter((call) => call === 'balance').length - before).toBeLessThanOrEqual(2)
    expect(writes).toBeLessThanOrEqual(2)
    expect(gangway.getState().activeNetwork?.caipNetworkId).toBe('eip155:31337')
    expect(storage.map.get('@gangway/activeNetworkId')).toContain('eip155:31337')
    expect(gangway.getState().account?.balanceStatus).toBe('ready')
  })
})

describe('a wallet on a network the app did not configure (issue 12, item 8)', () => {
  it('opens UnsupportedChain, and the balance is unavailable rather than loading', async () => {
    const { gangway, wallet } = withWallet()
    await gangway.ready
    await gangway.connect('test-wallet')
    wallet.ctx?.session.chainChanged('eip155', 'eip155:999')
    await vi.waitFor(() => expect(gangway.getState()).toMatchObject({ open: true, view: 'UnsupportedChain' }))
    expect(gangway.getState().account).toMatchObject({
      caipAddress: `eip155:999:${ADDRESS}`,
      balanceStatus: 'unavailable',
    })
  })

  it('stays quiet when unsupported chains are allowed, or network switching is off', async () => {
    for (const config of [{ allowUnsupportedChain: true }, { enableNetworkSwitch: false }]) {
      const { gangway, wallet } = withWallet(createTestWallet(), createMemoryStorage(), config)
      await gangway.ready
      await gangway.connect('test-wallet')
      wallet.ctx?.session.chainChanged('eip155', 'eip155:999')
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(gangway.getState().open).toBe(false)
      expect(gangway.getState().account?.balanceStatus).toBe('unavailable')
    }
  })

  it('ignores a network id that is not CAIP-2 of the namespace', async () => {
    const { gangway, wallet } = withWallet()
    await gangway.ready
    await gangway.connect('test-wallet')
    wallet.ctx?.session.chainChanged('eip155', 'solana:abc' as never)
    wallet.ctx?.session.chainChanged('eip155', '<b>:1' as never)
    expect(gangway.getState().activeNetwork?.caipNetworkId).toBe('eip155:31337')
  })
})

describe('switching to a network outside the configured list (issue 12, item 10)', () => {
  it('says what failed instead of blaming the default network', async () => {
    const { gangway } = withWallet()
    await gangway.ready
    await expect(gangway.switchNetwork('eip155:999')).rejects.toThrow('Network not found')
    const alert = gangway.stores.alerts.getState().alerts.find((item) => item.title === 'Network Not Found')
    expect(alert?.message).toContain('eip155:999')
    expect(alert?.message).not.toContain('default network')
  })
})

describe('URLs that reach the account state (issue 12, item 1)', () => {
  it('builds the explorer link only from a safe explorer URL, and drops an unsafe wallet icon', async () => {
    const evil = { ...devnetA, blockExplorers: { default: { name: 'Evil', url: 'javascript:alert(1)//' } } }
    const { gangway, wallet } = withWallet(createTestWallet(), createMemoryStorage(), { networks: [evil] })
    await gangway.ready
    await gangway.connect('test-wallet')
    expect(gangway.getState().account?.addressExplorerUrl).toBeUndefined()
    wallet.ctx?.session.update('eip155', {
      connectedWalletInfo: { name: 'Evil', icon: ' java\tscript:alert(1)' },
    })
    expect(gangway.getState().account?.connectedWalletInfo).toEqual({ name: 'Evil' })

    const safe = { ...devnetA, blockExplorers: { default: { name: 'Scan', url: 'https://scan.example/' } } }
    const other = withWallet(createTestWallet(), createMemoryStorage(), { networks: [safe] })
    await other.gangway.ready
    await other.gangway.connect('test-wallet')
    expect(other.gangway.getState().account?.addressExplorerUrl).toBe(
      `https://scan.example/address/${ADDRESS}`,
    )
  })
})
