import { describe, expect, it, vi } from 'vitest'
import { ConnectionError, type Connector, type SessionReporter } from '../../entries/plugin.js'
import type { Discovery } from './createDiscovery.js'
import { createEip155Adapter } from './createEip155Adapter.js'
import { createFakeProvider, type FakeProvider } from './test/createFakeProvider.js'

const lower = '0x5aaeb6053f3e94c9b9a09f33669435e7ef1beaed'
const checksummed = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const other = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359'

const noDiscovery: Discovery = {
  list: () => [],
  subscribe: () => () => undefined,
  find: () => undefined,
  waitFor: async () => undefined,
  stop: () => undefined,
}

function setup(provider: FakeProvider) {
  const session = {
    accountsChanged: vi.fn(),
    chainChanged: vi.fn(),
    disconnected: vi.fn(),
    update: vi.fn(),
    refreshBalance: vi.fn(),
    rememberWallet: vi.fn(),
  } satisfies SessionReporter
  const chain = createEip155Adapter({
    discovery: noDiscovery,
    registered: (id) => (id === 'fake' ? connector : undefined),
    session,
    api: {} as never,
    getBalance: async () => ({ value: '0', symbol: 'X' }),
    announceTimeoutMs: 0,
    revokeTimeoutMs: 1_000,
  })
  const connector: Connector = { id: 'fake', name: 'Fake', type: 'injected', chain: 'eip155', provider }
  return { chain, session, connector }
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('eip155 adapter: accounts from the wallet', () => {
  it('checksums accounts, drops invalid ones and duplicates, in the connect result and its own connection', async () => {
    const provider = createFakeProvider()
    const { chain, connector } = setup(provider)
    const connecting = chain.adapter.connect(connector, {})
    await settled()
    provider.grant([
      '<img src=x onerror=alert(1)>',
      lower,
      checksummed.toUpperCase().replace('0X', '0x'),
      42,
      other,
    ])
    const result = await connecting
    expect(result.accounts.map((account) => account.address)).toEqual([checksummed, other])
    expect(chain.connection()?.address).toBe(checksummed)
    expect(chain.adapter.normalizeAddress?.(lower)).toBe(checksummed)
    expect(chain.adapter.normalizeAddress?.('eip155:1:not-an-address')).toBeUndefined()
  })

  it('rejects a connect whose accounts are all invalid', async () => {
    const provider = createFakeProvider()
    const { chain, connector } = setup(provider)
    const connecting = chain.adapter.connect(connector, {})
    await settled()
    provider.grant(['<img src=x>', 'not-an-address'])
    await expect(connecting).rejects.toMatchObject({
      shortMessage: 'Failed to connect',
      details: 'The wallet returned no account',
    })
    expect(chain.connection()).toBeUndefined()
  })

  it('reports accountsChanged checksummed, and an all-invalid list as no account', async () => {
    const provider = createFakeProvider([lower])
    const { chain, session } = setup(provider)
    await chain.adapter.reconnect?.('fake', {})
    provider.emit('accountsChanged', ['<img src=x>', other.toLowerCase()])
    expect(session.accountsChanged).toHaveBeenLastCalledWith('eip155', [
      { namespace: 'eip155', address: other, type: 'eoa' },
    ])
    expect(chain.connection()?.address).toBe(other)
    provider.emit('accountsChanged', ['<img src=x onerror=alert(1)>'])
    expect(session.accountsChanged).toHaveBeenLastCalledWith('eip155', [])
    expect(chain.connection()).toBeUndefined()
  })

  it.each([
    ['0x1', 1],
    ['0x2105', 8453],
    [137, 137],
  ])('accepts the chain id %j', async (chainId, expected) => {
    const provider = createFakeProvider([lower])
    provider.chainId = chainId
    const { chain } = setup(provider)
    expect((await chain.adapter.reconnect?.('fake', {}))?.caipNetworkId).toBe(`eip155:${expected}`)
  })

  it.each([['1e3'], [' 1'], ['0x'], ['0x0'], [0], [-1], [1.5], [true], [[1]], ['1'], ['0x1fffffffffffff0']])(
    'rejects the chain id %j',
    async (chainId) => {
      const provider = createFakeProvider([lower])
      provider.chainId = chainId
      const { chain } = setup(provider)
      await expect(chain.adapter.reconnect?.('fake', {})).rejects.toMatchObject({
        shortMessage: 'Failed to connect',
        details: 'The wallet returned no chain id',
      })
      expect(chain.connection()).toBeUndefined()
    },
  )

  it('ignores a chainChanged that is not a chain id', async () => {
    const provider = createFakeProvider([lower])
    const { chain, session } = setup(provider)
    await chain.adapter.reconnect?.('fake', {})
    for (const junk of ['1e3', true, '0x0', 'eip155:5']) provider.emit('chainChanged', junk)
    expect(session.chainChanged).not.toHaveBeenCalled()
    provider.emit('chainChanged', '0x5')
    expect(session.chainChanged).toHaveBeenCalledWith('eip155', 'eip155:5')
  })
})

describe('eip155 adapter: abandoned connects', () => {
  it('rejects with the reason at once when the signal is already aborted, without asking the wallet', async () => {
    const provider = createFakeProvider()
    const { chain, connector } = setup(provider)
    const reason = new ConnectionError('Modal closed')
    await expect(chain.adapter.connect(connector, { signal: AbortSignal.abort(reason) })).rejects.toBe(reason)
    expect(provider.calls).toEqual([])
  })

  it('rejects while the wallet is still asking, then revokes the late answer and keeps no connection', async () => {
    const provider = createFakeProvider()
    const { chain, connector, session } = setup(provider)
    const controller = new AbortController()
    const removed = vi.spyOn(controller.signal, 'removeEventListener')
    const connecting = chain.adapter.connect(connector, { signal: controller.signal })
    await settled()
    const reason = new ConnectionError('Modal closed')
    controller.abort(reason)
    await expect(connecting).rejects.toBe(reason)
    expect(removed).toHaveBeenCalled()
    provider.grant([lower])
    await settled()
    expect(provider.calls).toEqual(['eth_requestAccounts', 'wallet_revokePermissions'])
    expect(chain.connection()).toBeUndefined()
    expect(provider.listenerCount()).toBe(0)
    provider.emit('accountsChanged', [other])
    expect(session.accountsChanged).not.toHaveBeenCalled()
  })

  it('does not revoke when the abandoned request is rejected by the wallet or answers no account', async () => {
    const provider = createFakeProvider()
    const { chain, connector } = setup(provider)
    const controller = new AbortController()
    const connecting = chain.adapter.connect(connector, { signal: controller.signal })
    await settled()
    controller.abort(new ConnectionError('Modal closed'))
    await expect(connecting).rejects.toThrow('Modal closed')
    provider.grant([])
    await settled()
    expect(provider.calls).toEqual(['eth_requestAccounts'])
  })

  it('does not revoke a connection that succeeded before a later abort', async () => {
    const provider = createFakeProvider()
    const { chain, connector } = setup(provider)
    const controller = new AbortController()
    const connecting = chain.adapter.connect(connector, { signal: controller.signal })
    await settled()
    provider.grant([lower])
    await connecting
    controller.abort(new ConnectionError('Modal closed'))
    await settled()
    expect(provider.calls).toEqual(['eth_requestAccounts', 'eth_chainId'])
    expect(chain.connection()?.address).toBe(checksummed)
  })

  it('never throws when the wallet fails to revoke', async () => {
    const provider = createFakeProvider()
    const request = provider.request
    provider.request = (args) => {
      if (args.method === 'wallet_revokePermissions') throw new TypeError('no such method')
      return request(args)
    }
    const { chain, connector } = setup(provider)
    const controller = new AbortController()
    const connecting = chain.adapter.connect(connector, { signal: controller.signal })
    await settled()
    controller.abort(new ConnectionError('Modal closed'))
    await expect(connecting).rejects.toThrow('Modal closed')
    provider.grant([lower])
    await settled()
    expect(chain.connection()).toBeUndefined()
  })

  it('stops a reconnect when its signal aborts, and keeps no connection', async () => {
    const provider = createFakeProvider([lower])
    const { chain } = setup(provider)
    const reason = new ConnectionError('Failed to connect')
    await expect(chain.adapter.reconnect?.('fake', { signal: AbortSignal.abort(reason) })).rejects.toBe(
      reason,
    )
    expect(provider.calls).toEqual([])
    expect(chain.connection()).toBeUndefined()
  })
})

describe('eip155 adapter: the balance after a send', () => {
  it('asks for the balance again once the transaction is mined (the hash can come back before the block)', async () => {
    const { session } = setup(createFakeProvider())
    let mined: () => void = () => undefined
    const api = {
      sendTransaction: async () => '0xabc',
      waitForReceipt: () =>
        new Promise((resolve) => {
          mined = () => resolve({ status: 'success' })
        }),
    }
    const chain = createEip155Adapter({
      discovery: noDiscovery,
      registered: () => undefined,
      session,
      api: api as never,
      getBalance: async () => ({ value: '0', symbol: 'X' }),
      announceTimeoutMs: 0,
      revokeTimeoutMs: 1_000,
    })
    expect(await chain.adapter.sendTransaction?.({ to: other })).toBe('0xabc')
    await settled()
    expect(session.refreshBalance).not.toHaveBeenCalled()
    mined()
    await settled()
    expect(session.refreshBalance).toHaveBeenCalledWith('eip155')
  })
})
