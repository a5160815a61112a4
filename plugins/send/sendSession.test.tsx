// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { ComponentType } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { GangwayContext } from '../../core/react/index.js'
import { createKernel, type Gangway, type TokenBalance } from '../../entries/plugin.js'
import { createMemoryStorage } from '../../tests/fixtures/createMemoryStorage.js'
import { createSendTestChain } from '../../tests/fixtures/createSendTestChain.js'
import { devnetA } from '../../tests/fixtures/devnetA.js'
import { testTranslator } from '../../tests/fixtures/testTranslator.js'

const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
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

describe('the Send session', () => {
  it("carries on when an embedded wallet's approval view covered Send: the result shows when Send is back", async () => {
    Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })
    const chain = createSendTestChain()
    chain.node.tokens = [ether]
    let approve: (hash: string) => void = () => {}
    chain.send.mockImplementation(() => new Promise<string>((resolve) => (approve = resolve)))
    const gangway = createKernel(
      {
        projectId: 'test',
        networks: [devnetA],
        remoteConfig: false,
        storage: createMemoryStorage(),
        fetch: chain.fetch,
        plugins: [chain.plugin],
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
    const show = () =>
      render(
        <GangwayContext.Provider value={{ gangway, t: testTranslator }}>
          <View />
        </GangwayContext.Provider>,
      )
    show()
    await waitFor(() => expect(screen.getByLabelText('Token').textContent).toContain('ETH'))
    fireEvent.change(screen.getByLabelText('Token'), { target: { value: 'native' } })
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '0.25' } })
    fireEvent.change(screen.getByLabelText('Receiver address'), { target: { value: receiver } })
    await act(async () => fireEvent.submit((screen.getByLabelText('Amount') as HTMLInputElement).form!))
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm in wallet' })))
    expect(screen.getByText('Confirm the transfer in your wallet…')).toBeTruthy()
    cleanup()
    await act(async () => approve(`0x${'ab'.repeat(32)}`))
    show()
    expect(await screen.findByText('Sent 0.25 ETH')).toBeTruthy()
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send another' })))
    cleanup()
    show()
    expect(screen.getByRole('button', { name: 'Preview' })).toBeTruthy()
  })
})
