// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import type { ComponentType } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { GangwayContext } from '../../core/react/index.js'
import { type AccountState, createKernel, type Gangway, type GangwayConfig } from '../../entries/plugin.js'
import { createMemoryStorage } from '../../tests/fixtures/createMemoryStorage.js'
import { devnetA } from '../../tests/fixtures/devnetA.js'
import { testTranslator } from '../../tests/fixtures/testTranslator.js'
import { writableStores } from '../../tests/fixtures/writableStores.js'
import { bindSmartAccountLine } from './SmartAccountLine.js'
import type { SmartAccountsApi } from './SmartAccountsApi.js'

const ADDRESS = '0x2222222222222222222222222222222222222222'
const made: Gangway[] = []
afterEach(async () => {
  cleanup()
  for (const gangway of made.splice(0)) await gangway.destroy()
})

async function show(account: Partial<AccountState>, setPreferredAccountType = vi.fn(async () => {})) {
  const api = { setPreferredAccountType } as unknown as SmartAccountsApi
  const View = bindSmartAccountLine(api) as ComponentType
  const gangway = createKernel(
    {
      projectId: 'test',
      networks: [devnetA],
      remoteConfig: false,
      storage: createMemoryStorage(),
      plugins: [],
    } as GangwayConfig,
    { env: { origin: 'http://localhost:5173', isMobile: () => false } },
  )
  made.push(gangway)
  await gangway.ready
  writableStores(gangway).accounts.setState({
    byNamespace: {
      eip155: {
        status: 'connected',
        address: ADDRESS,
        allAccounts: [],
        addressLabels: {},
        tokenBalance: [],
        ...account,
      },
    },
  })
  render(
    <GangwayContext.Provider value={{ gangway, t: testTranslator }}>
      <View />
    </GangwayContext.Provider>,
  )
  return { setPreferredAccountType }
}

const smart = [{ namespace: 'eip155', address: ADDRESS, type: 'smartAccount' }] as const

describe('SmartAccountLine', () => {
  it('shows an undeployed smart account and offers the EOA', async () => {
    const { setPreferredAccountType } = await show({
      allAccounts: smart,
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: false,
    })
    expect(screen.getByTestId('smart-account').textContent).toContain('Smart account · not deployed yet')
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Switch to your EOA' })))
    expect(setPreferredAccountType).toHaveBeenCalledWith('eoa')
  })

  it('shows a deployed smart account', async () => {
    await show({ allAccounts: smart, preferredAccountType: 'smartAccount', smartAccountDeployed: true })
    expect(screen.getByTestId('smart-account').textContent).toContain('Smart account · deployed')
  })

  it('shows the EOA and offers the smart account; a failed switch says so', async () => {
    const failing = vi.fn(async () => {
      throw new Error('frame gone')
    })
    await show(
      {
        allAccounts: [{ namespace: 'eip155', address: ADDRESS, type: 'eoa' }],
        preferredAccountType: 'eoa',
      },
      failing,
    )
    expect(screen.getByTestId('smart-account').getAttribute('data-account-type')).toBe('eoa')
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Switch to your smart account' })),
    )
    expect(failing).toHaveBeenCalledWith('smartAccount')
    expect(screen.getByRole('alert').textContent).toBe('Could not switch the account type')
  })
})
