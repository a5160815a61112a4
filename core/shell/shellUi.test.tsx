// @vitest-environment jsdom
import { act, fireEvent, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../../tests/fixtures/createMemoryStorage.js'
import { createTestChainPlugin, createTestWallet } from '../../tests/fixtures/createTestChainPlugin.js'
import { devnetA } from '../../tests/fixtures/devnetA.js'
import { uiKitCss } from '../../ui-kit/index.js'
import { createKernel } from '../createKernel.js'
import type { Gangway } from '../Gangway.js'
import { definePlugin } from '../plugin/definePlugin.js'
import type { GangwayConfig } from '../types/GangwayConfig.js'
import { shellCss } from './shellCss.js'

const views = definePlugin({
  name: 'test-views',
  kind: 'view',
  setup(ctx) {
    ctx.registerView({
      id: 'Connect',
      title: 'Connect Wallet',
      load: async () => ({
        default: () => (
          <div>
            <button type="button">Wallet A</button>
            <button type="button">Wallet B</button>
          </div>
        ),
      }),
    })
  },
})

const made: Gangway[] = []
afterEach(async () => {
  for (const gangway of made.splice(0)) await act(() => gangway.destroy())
  document.body.innerHTML = ''
})

function kernel() {
  const gangway = createKernel(
    {
      projectId: 'test',
      networks: [devnetA],
      remoteConfig: false,
      storage: createMemoryStorage(),
      plugins: [createTestChainPlugin(createTestWallet()), views],
    } as GangwayConfig,
    { env: { origin: 'http://localhost:5173', isMobile: () => false }, ui: () => import('./shellUi.js') },
  )
  made.push(gangway)
  return gangway
}

const shadowOf = () => {
  const host = document.querySelector('gangway-modal')
  if (!host?.shadowRoot) throw new Error('no shell host with a shadow root')
  return { host, shadow: host.shadowRoot }
}

describe('shellUi.mount', () => {
  it('is what the kernel mounts on the first open: one host on body, an open shadow root, one style', async () => {
    const gangway = kernel()
    expect(document.querySelector('gangway-modal')).toBeNull()
    await act(() => gangway.open())
    const { host, shadow } = shadowOf()
    expect(host.parentElement).toBe(document.body)
    const styles = shadow.querySelectorAll('style')
    expect(styles).toHaveLength(1)
    expect(styles[0]?.textContent).toBe(uiKitCss + shellCss)
    expect(document.head.querySelector('style')).toBeNull()
    expect(
      await within(shadow as unknown as HTMLElement).findByRole('dialog', { name: 'Connect Wallet' }),
    ).toBeTruthy()
  })

  it('traps focus inside the shadow root and returns it to the opener in the page', async () => {
    const gangway = kernel()
    const opener = document.createElement('button')
    const outside = document.createElement('a')
    outside.href = '#elsewhere'
    document.body.append(opener, outside)
    opener.focus()
    await act(() => gangway.open())
    const { host, shadow } = shadowOf()
    const dialog = within(shadow as unknown as HTMLElement).getByRole('dialog')
    await within(dialog).findByRole('button', { name: 'Wallet B' })
    expect(document.activeElement).toBe(host)
    expect(shadow.activeElement).toBe(dialog)

    const last = within(dialog).getByRole('button', { name: 'Wallet B' })
    last.focus()
    fireEvent.keyDown(last, { key: 'Tab' })
    expect(shadow.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }))
    outside.focus()
    expect(document.activeElement).toBe(host)
    expect(shadow.activeElement).toBe(dialog)

    act(() => void fireEvent.keyDown(dialog, { key: 'Escape' }))
    expect(gangway.getState().open).toBe(false)
    expect(document.activeElement).toBe(opener)
  })

  it('renders into a given element, and its unmount removes everything', async () => {
    const gangway = kernel()
    const slot = document.createElement('section')
    document.body.append(slot)
    let unmount: () => void = () => {}
    await act(async () => {
      unmount = await gangway.mount(slot)
    })
    expect(slot.querySelector('gangway-modal')?.shadowRoot).toBeTruthy()
    await act(() => gangway.open())
    expect(document.querySelectorAll('gangway-modal')).toHaveLength(1)
    act(() => unmount())
    expect(document.querySelector('gangway-modal')).toBeNull()
    expect(slot.childNodes).toHaveLength(0)
  })
})
