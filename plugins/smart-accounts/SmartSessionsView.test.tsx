// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import type { ComponentType } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { GangwayContext } from '../../core/react/index.js'
import { createKernel, type Gangway, type GangwayConfig } from '../../entries/plugin.js'
import { createMemoryStorage } from '../../tests/fixtures/createMemoryStorage.js'
import { devnetA } from '../../tests/fixtures/devnetA.js'
import { testTranslator } from '../../tests/fixtures/testTranslator.js'
import type { SmartSession } from './SmartSession.js'
import { bindSmartSessionsView } from './SmartSessionsView.js'

const made: Gangway[] = []
afterEach(async () => {
  cleanup()
  for (const gangway of made.splice(0)) await gangway.destroy()
})

const session = (key: string, status: SmartSession['status'], expiry: number): SmartSession => ({
  chainId: '0x7a69',
  address: '0x2222222222222222222222222222222222222222',
  expiry,
  signer: { type: 'key', data: { id: key as `0x${string}` } },
  permissions: [
    {
      type: 'contract-call',
      data: {
        address: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
        selectors: ['0xa9059cbb', '0x095ea7b3'],
      },
    },
  ],
  policies: [],
  context: `0x${key.slice(2)}00` as `0x${string}`,
  status,
})
const active = session('0xaaaa000000000000000000000000000000000001', 'active', 1_900_000_000)
const expired = session('0xbbbb000000000000000000000000000000000002', 'expired', 1_700_000_000)

async function show(api: {
  getPermissions: () => Promise<readonly SmartSession[]>
  revokePermissions?: (session: { readonly context: string }) => Promise<void>
}) {
  const View = bindSmartSessionsView({ revokePermissions: async () => {}, ...api }) as ComponentType
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
  const mount = () =>
    render(
      <GangwayContext.Provider value={{ gangway, t: testTranslator }}>
        <View />
      </GangwayContext.Provider>,
    )
  mount()
  return { mount }
}

describe('SmartSessions (the app sessions of the smart account)', () => {
  it('lists each key with its contract, functions and end; Revoke ends an active one and reads the list again', async () => {
    const revokePermissions = vi.fn(async () => {})
    const getPermissions = vi
      .fn<() => Promise<readonly SmartSession[]>>()
      .mockResolvedValueOnce([active, expired])
      .mockResolvedValueOnce([expired])
    await show({ getPermissions, revokePermissions })
    expect(screen.getByRole('status').textContent).toBe('Reading the app sessions')
    const list = await screen.findByRole('list', { name: 'App sessions' })
    const rows = list.querySelectorAll('li')
    expect(rows).toHaveLength(2)
    expect(rows[0]?.textContent).toMatch(/Contract 0x5FbD…0aa3/)
    expect(rows[0]?.textContent).toMatch(/Functions: 2 · until /)
    expect(rows[1]?.textContent).toMatch(/Functions: 2 · expired /)
    // Only an active session can be revoked.
    expect(screen.getAllByRole('button', { name: 'Revoke' })).toHaveLength(1)
    fireEvent.click(screen.getByRole('button', { name: 'Revoke' }))
    await waitFor(() => expect(list.querySelectorAll('li')).toHaveLength(1))
    expect(revokePermissions).toHaveBeenCalledWith(active)
    expect(getPermissions).toHaveBeenCalledTimes(2)
  })

  it('carries on when shown again while its revoke waits (the approval view covered it), then shows the new list', async () => {
    let land: () => void = () => {}
    const revokePermissions = vi.fn(() => new Promise<void>((resolve) => (land = resolve)))
    const getPermissions = vi
      .fn<() => Promise<readonly SmartSession[]>>()
      .mockResolvedValueOnce([active])
      .mockResolvedValueOnce([])
    const { mount } = await show({ getPermissions, revokePermissions })
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke' }))
    cleanup()
    mount()
    // Not read again meanwhile (the key is still on chain until the revoke lands): the revoke shows as under way.
    expect(screen.getByRole('button', { name: 'Revoke' }).getAttribute('aria-busy')).toBe('true')
    expect(getPermissions).toHaveBeenCalledTimes(1)
    land()
    await screen.findByText('No app holds a key for this account.')
    expect(getPermissions).toHaveBeenCalledTimes(2)
  })

  it('says so when a revoke fails (declined in the frame), and keeps the session listed', async () => {
    await show({
      getPermissions: async () => [active],
      revokePermissions: async () => {
        throw new Error('User rejected the request.')
      },
    })
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke' }))
    await screen.findByText('Could not revoke the session')
    expect(screen.getByRole('list', { name: 'App sessions' }).querySelectorAll('li')).toHaveLength(1)
  })

  it('says when no app holds a key, and offers a retry when the account cannot be read', async () => {
    const getPermissions = vi
      .fn<() => Promise<readonly SmartSession[]>>()
      .mockRejectedValueOnce(new Error('RPC down'))
      .mockResolvedValueOnce([])
    await show({ getPermissions })
    await screen.findByText('Could not read the app sessions')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await screen.findByText('No app holds a key for this account.')
  })
})
