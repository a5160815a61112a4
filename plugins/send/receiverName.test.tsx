// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { ComponentType } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { GangwayContext } from '../../core/react/index.js'
import { createKernel, definePlugin, type Gangway, type TokenBalance } from '../../entries/plugin.js'
import { createMemoryStorage } from '../../tests/fixtures/createMemoryStorage.js'
import { createSendTestChain } from '../../tests/fixtures/createSendTestChain.js'
import { devnetA } from '../../tests/fixtures/devnetA.js'
import { testTranslator } from '../../tests/fixtures/testTranslator.js'

const alice = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ether: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  price: 3000,
  value: 4500,
  quantity: { decimals: '18', numeric: '1.5' },
  iconUrl: '',
}

const made: Gangway[] = []
afterEach(async () => {
  cleanup()
  for (const gangway of made.splice(0)) await gangway.destroy()
})

/** A stand-in for the names plugin: Send knows it only by the API it offers (isName, resolve). */
function namesStandIn(known: Record<string, { address: string; avatar?: string } | 'down'>) {
  const resolve = vi.fn(async (name: string, signal?: AbortSignal) => {
    await new Promise((done) => setTimeout(done, 5))
    if (signal?.aborted) throw signal.reason
    const entry = known[name]
    if (entry === 'down') throw new Error('Error resolving name')
    return entry
  })
  const plugin = definePlugin({
    name: 'names',
    kind: 'feature',
    setup(ctx) {
      ctx.provideApi({ isName: (text: string) => text.endsWith('.gangway.id'), resolve })
    },
  })
  return { plugin, resolve }
}

async function start(known: Parameters<typeof namesStandIn>[0]) {
  Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
  const chain = createSendTestChain()
  chain.node.tokens = [ether]
  const names = namesStandIn(known)
  const gangway = createKernel(
    {
      projectId: 'test',
      networks: [devnetA],
      remoteConfig: false,
      storage: createMemoryStorage(),
      fetch: chain.fetch,
      plugins: [chain.plugin, names.plugin],
    },
    {
      loaders: [{ name: 'send', trigger: { feature: 'send' }, load: () => import('./index.js') }],
      env: { origin: 'http://localhost:5173', isMobile: () => false },
    },
  )
  made.push(gangway)
  await gangway.ready
  await gangway.open()
  await gangway.connect('test-wallet')
  const View = (await gangway.stores.registry.getState().views.get('WalletSend')!.load())
    .default as ComponentType
  render(
    <GangwayContext.Provider value={{ gangway, t: testTranslator }}>
      <View />
    </GangwayContext.Provider>,
  )
  await waitFor(() => expect(screen.getByLabelText('Token').textContent).toContain('ETH'))
  return { gangway, send: chain.send, resolve: names.resolve }
}

const receiver = () => screen.getByLabelText('Receiver address') as HTMLInputElement
const note = (input: HTMLElement) =>
  (input.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' | ')

describe('Send to a profile name', () => {
  it('resolves a name typed as the receiver, shows its address and avatar, and sends to that address', async () => {
    const { send, resolve } = await start({
      'alice.gangway.id': { address: alice, avatar: 'https://example.com/alice.png' },
    })
    fireEvent.change(screen.getByLabelText('Token'), { target: { value: 'native' } })
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '0.25' } })
    for (const text of ['alice', 'alice.gangway', 'Alice.gangway.id'])
      fireEvent.change(receiver(), { target: { value: text } })
    await waitFor(() => expect(note(receiver())).toBe(`Resolved to ${alice}`))
    expect(resolve.mock.calls.map(([name]) => name)).toEqual(['alice.gangway.id'])
    expect(screen.getByRole('img', { name: 'alice.gangway.id' })).toBeTruthy()
    await act(async () => fireEvent.submit(receiver().form!))
    expect(screen.getByText('Review the transfer')).toBeTruthy()
    expect(screen.getByText('alice.gangway.id')).toBeTruthy()
    expect(screen.getByText(alice)).toBeTruthy()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm in wallet' })))
    expect(send.mock.calls[0]![0]).toMatchObject({ to: alice, value: 250_000_000_000_000_000n })
  })

  it("says so when nobody has the name, and 'Error resolving name' when the service fails; nothing is sent", async () => {
    const { send } = await start({ 'down.gangway.id': 'down' })
    fireEvent.change(screen.getByLabelText('Token'), { target: { value: 'native' } })
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '0.25' } })
    fireEvent.change(receiver(), { target: { value: 'nobody.gangway.id' } })
    await waitFor(() => expect(screen.queryByText('Looking up nobody.gangway.id…')).toBeNull())
    await act(async () => fireEvent.submit(receiver().form!))
    expect(note(receiver())).toBe('Nobody registered nobody.gangway.id')
    fireEvent.change(receiver(), { target: { value: 'down.gangway.id' } })
    await waitFor(() => expect(screen.queryByText('Looking up down.gangway.id…')).toBeNull())
    await act(async () => fireEvent.submit(receiver().form!))
    expect(note(receiver())).toBe('Error resolving name')
    expect(send).not.toHaveBeenCalled()
  })
})
