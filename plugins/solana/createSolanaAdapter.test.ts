import { describe, expect, it, vi } from 'vitest'
import { ConnectionError, type Connector, type Network, type SessionReporter } from '../../entries/plugin.js'
import { solanaDevAccounts } from '../../playground/devnet/solana/solanaDevAccounts.js'
import type { Discovery } from './createDiscovery.js'
import { createSolanaAdapter } from './createSolanaAdapter.js'
import type { DiscoveredSolanaWallet } from './DiscoveredSolanaWallet.js'
import type { StandardWallet, StandardWalletAccount } from './StandardWallet.js'

const local: Network = {
  id: 'LocaLLocaLLocaLLocaLLocaLLocaL11',
  caipNetworkId: 'solana:LocaLLocaLLocaLLocaLLocaLLocaL11',
  chainNamespace: 'solana',
  name: 'Local Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9/unused'] } },
}
const [first, second] = [solanaDevAccounts[0]!.address, solanaDevAccounts[1]!.address]
const account = (address: string): StandardWalletAccount => ({
  address,
  publicKey: new Uint8Array(32),
  chains: [local.caipNetworkId],
  features: [],
})
const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

function standardWallet() {
  const calls: string[] = []
  const pending: ((value: { accounts: StandardWalletAccount[] }) => void)[] = []
  let onChange: ((properties: { accounts?: readonly StandardWalletAccount[] }) => void) | undefined
  const wallet: StandardWallet = {
    version: '1.0.0',
    name: 'Fake',
    icon: 'data:image/svg+xml,<svg/>',
    chains: [local.caipNetworkId],
    accounts: [],
    features: {
      'standard:connect': {
        version: '1.0.0',
        connect: () => {
          calls.push('connect')
          return new Promise((resolve) => pending.push(resolve))
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        disconnect: async () => void calls.push('disconnect'),
      },
      'standard:events': {
        version: '1.0.0',
        on: (_event: string, listener: typeof onChange) => {
          onChange = listener
          return () => {
            onChange = undefined
          }
        },
      },
    },
  }
  return {
    wallet,
    calls,
    grant: (accounts: StandardWalletAccount[]) => {
      for (const resolve of pending.splice(0)) resolve({ accounts })
    },
    change: (accounts: readonly StandardWalletAccount[]) => onChange?.({ accounts }),
    listening: () => onChange !== undefined,
  }
}

function injectedWallet() {
  const calls: string[] = []
  const pending: ((value: { publicKey: { toString(): string } }) => void)[] = []
  const provider = {
    connect: () => {
      calls.push('connect')
      return new Promise<{ publicKey: { toString(): string } }>((resolve) => pending.push(resolve))
    },
    disconnect: async () => void calls.push('disconnect'),
    signTransaction: async <T>(transaction: T) => transaction,
  }
  return {
    provider,
    calls,
    grant: (key: string) => {
      for (const resolve of pending.splice(0)) resolve({ publicKey: { toString: () => key } })
    },
  }
}

function setup(found: DiscoveredSolanaWallet) {
  const session = {
    accountsChanged: vi.fn(),
    chainChanged: vi.fn(),
    disconnected: vi.fn(),
    update: vi.fn(),
    refreshBalance: vi.fn(),
    rememberWallet: vi.fn(),
  } satisfies SessionReporter
  const discovery: Discovery = {
    list: () => [found],
    subscribe: () => () => undefined,
    find: (id) => (id === found.id ? found : undefined),
    waitFor: async (id) => (id === found.id ? found : undefined),
    stop: () => undefined,
  }
  const chain = createSolanaAdapter({
    discovery,
    find: async (id) => discovery.find(id),
    session,
    api: {} as never,
    networks: () => [local],
    identifier: () => undefined,
    getBalance: async () => ({ value: '0', symbol: 'X' }),
    registerTimeoutMs: 0,
    disconnectTimeoutMs: 1_000,
  })
  const connector: Connector = { id: found.id, name: found.name, type: found.type, chain: 'solana' }
  return { chain, session, connector }
}

const standardSetup = () => {
  const fake = standardWallet()
  return {
    fake,
    ...setup({ id: 'Fake', name: 'Fake', type: 'announced', standard: fake.wallet }),
  }
}

describe('solana adapter: accounts from the wallet', () => {
  it('drops accounts that are not 32-byte base58 keys, and rejects a connect with none left', async () => {
    const { fake, chain, connector } = standardSetup()
    const connecting = chain.adapter.connect(connector, { network: local })
    await settled()
    fake.grant([
      account('<img src=x onerror=alert(1)>'),
      account('z'.repeat(44)),
      account(first),
      account(first),
    ])
    expect((await connecting).accounts.map((item) => item.address)).toEqual([first])
    expect(chain.adapter.normalizeAddress?.('z'.repeat(44))).toBeUndefined()
    expect(chain.adapter.normalizeAddress?.(second)).toBe(second)
    await chain.adapter.disconnect()
    const again = chain.adapter.connect(connector, { network: local })
    await settled()
    fake.grant([account('z'.repeat(44))])
    await expect(again).rejects.toMatchObject({
      shortMessage: 'Failed to connect',
      details: 'The wallet returned no account',
    })
    expect(chain.connection()).toBeUndefined()
  })

  it('reports changed accounts without invalid ones, and an all-invalid change as a disconnect', async () => {
    const { fake, chain, connector, session } = standardSetup()
    const connecting = chain.adapter.connect(connector, { network: local })
    await settled()
    fake.grant([account(first)])
    await connecting
    fake.change([account('<b>x</b>'), account(second)])
    expect(session.accountsChanged).toHaveBeenLastCalledWith('solana', [
      { namespace: 'solana', address: second, type: 'eoa', publicKey: second },
    ])
    fake.change([account('z'.repeat(44))])
    expect(session.disconnected).toHaveBeenCalledWith('solana')
    expect(chain.connection()).toBeUndefined()
  })
})

describe('solana adapter: abandoned connects', () => {
  it('rejects with the reason at once when already aborted, without asking the wallet', async () => {
    const { fake, chain, connector } = standardSetup()
    const reason = new ConnectionError('Modal closed')
    await expect(chain.adapter.connect(connector, { signal: AbortSignal.abort(reason) })).rejects.toBe(reason)
    await expect(chain.adapter.reconnect?.('Fake', { signal: AbortSignal.abort(reason) })).rejects.toBe(
      reason,
    )
    expect(fake.calls).toEqual([])
  })

  it('rejects while a Wallet Standard wallet is asking, then disconnects its late answer and keeps no connection', async () => {
    const { fake, chain, connector, session } = standardSetup()
    const controller = new AbortController()
    const removed = vi.spyOn(controller.signal, 'removeEventListener')
    const connecting = chain.adapter.connect(connector, { network: local, signal: controller.signal })
    await settled()
    const reason = new ConnectionError('Modal closed')
    controller.abort(reason)
    await expect(connecting).rejects.toBe(reason)
    expect(removed).toHaveBeenCalled()
    fake.grant([account(first)])
    await settled()
    expect(fake.calls).toEqual(['connect', 'disconnect'])
    expect(chain.connection()).toBeUndefined()
    expect(fake.listening()).toBe(false)
    fake.change([account(second)])
    expect(session.accountsChanged).not.toHaveBeenCalled()
  })

  it('disconnects an injected provider that answers after the abort', async () => {
    const fake = injectedWallet()
    const { chain, connector } = setup({
      id: 'Injected',
      name: 'Injected',
      type: 'injected',
      injected: fake.provider,
    })
    const controller = new AbortController()
    const connecting = chain.adapter.connect(connector, { network: local, signal: controller.signal })
    await settled()
    controller.abort(new ConnectionError('Modal closed'))
    await expect(connecting).rejects.toThrow('Modal closed')
    fake.grant(first)
    await settled()
    expect(fake.calls).toEqual(['connect', 'disconnect'])
    expect(chain.connection()).toBeUndefined()
  })

  it('keeps a connection that succeeded before a later abort', async () => {
    const { fake, chain, connector } = standardSetup()
    const controller = new AbortController()
    const connecting = chain.adapter.connect(connector, { network: local, signal: controller.signal })
    await settled()
    fake.grant([account(first)])
    await connecting
    controller.abort(new ConnectionError('Modal closed'))
    await settled()
    expect(fake.calls).toEqual(['connect'])
    expect(chain.connection()?.address).toBe(first)
  })
})
