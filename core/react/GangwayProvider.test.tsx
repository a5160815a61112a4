// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryStorage } from '../../tests/fixtures/createMemoryStorage.js'
import { createTestChainPlugin, createTestWallet } from '../../tests/fixtures/createTestChainPlugin.js'
import { devnetA } from '../../tests/fixtures/devnetA.js'
import { createKernel } from '../createKernel.js'
import type { Gangway } from '../Gangway.js'
import { definePlugin } from '../plugin/definePlugin.js'
import type { GangwayConfig } from '../types/GangwayConfig.js'
import { GangwayProvider } from './GangwayProvider.js'
import { useTranslate } from './useTranslate.js'

const made: Gangway[] = []
afterEach(async () => {
  cleanup()
  for (const gangway of made.splice(0)) await gangway.destroy()
})

function Stamp() {
  const t = useTranslate()
  return <p>{`${t('buttons.connect')} / ${t.dynamic('stamps.title')}`}</p>
}

describe('GangwayProvider', () => {
  it("translates with the registered plugins' strings of the active locale, the host's messages on top", async () => {
    const loaders = {
      en: vi.fn(async () => ({ 'stamps.title': 'Stamps' })),
      de: vi.fn(async () => ({ 'stamps.title': 'Briefmarken' })),
      fr: vi.fn(async () => ({ 'stamps.title': 'Timbres' })),
    }
    const stamps = definePlugin({
      name: 'stamps',
      kind: 'feature',
      setup: (ctx) => ctx.registerMessages(loaders),
    })
    const gangway = createKernel({
      projectId: 'test',
      networks: [devnetA],
      plugins: [createTestChainPlugin(createTestWallet()), stamps],
      storage: createMemoryStorage(),
      remoteConfig: false,
    } as GangwayConfig)
    made.push(gangway)
    render(
      <GangwayProvider gangway={gangway}>
        <Stamp />
      </GangwayProvider>,
    )
    await act(() => gangway.ready)
    expect(await screen.findByText('Connect Wallet / Stamps')).toBeTruthy()
    await act(async () => gangway.setLocale('de'))
    expect(await screen.findByText('Wallet verbinden / Briefmarken')).toBeTruthy()
    await act(async () => gangway.setLocale('de', { 'stamps.title': 'Marken' }))
    expect(await screen.findByText('Wallet verbinden / Marken')).toBeTruthy()
    expect(loaders.fr).not.toHaveBeenCalled()
    expect(loaders.de).toHaveBeenCalledOnce()
  })
})
