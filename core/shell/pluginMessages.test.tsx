// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryStorage } from '../../tests/fixtures/createMemoryStorage.js'
import { createTestChainPlugin, createTestWallet } from '../../tests/fixtures/createTestChainPlugin.js'
import { devnetA } from '../../tests/fixtures/devnetA.js'
import { createKernel } from '../createKernel.js'
import type { Gangway } from '../Gangway.js'
import type { Messages } from '../i18n/Messages.js'
import { definePlugin } from '../plugin/definePlugin.js'
import { useTranslate } from '../react/useTranslate.js'
import type { GangwayConfig } from '../types/GangwayConfig.js'
import { ShellRoot } from './ShellRoot.js'

function HomeView() {
  const t = useTranslate()
  return <p>Home: {t.dynamic('stamps.title')}</p>
}

function StampsView() {
  const t = useTranslate()
  return <p>{t.dynamic('stamps.body', { name: 'Ada' })}</p>
}

const home = definePlugin({
  name: 'home',
  kind: 'view',
  setup(ctx) {
    ctx.registerView({ id: 'Connect', title: 'Home', load: async () => ({ default: HomeView }) })
  },
})

function stampsPlugin(english: () => Promise<Messages>) {
  const loaders = {
    en: vi.fn(english),
    de: vi.fn(async () => ({ 'stamps.title': 'Briefmarken', 'stamps.body': 'Hallo {name}' })),
    fr: vi.fn(async () => ({ 'stamps.title': 'Timbres', 'stamps.body': 'Bonjour {name}' })),
  }
  const plugin = definePlugin({
    name: 'swaps',
    kind: 'feature',
    setup(ctx) {
      ctx.registerMessages(loaders)
      ctx.registerView({ id: 'Stamps', title: 'stamps.title', load: async () => ({ default: StampsView }) })
    },
  })
  return { plugin, loaders }
}

const englishStamps = async () => ({ 'stamps.title': 'Stamps', 'stamps.body': 'Hello {name}' })

const made: Gangway[] = []
afterEach(async () => {
  cleanup()
  for (const gangway of made.splice(0)) await gangway.destroy()
  document.body.innerHTML = ''
})

async function setup(english: () => Promise<Messages> = englishStamps, config: Partial<GangwayConfig> = {}) {
  const stamps = stampsPlugin(english)
  const gangway = createKernel(
    {
      projectId: 'test',
      networks: [devnetA],
      remoteConfig: false,
      storage: createMemoryStorage(),
      plugins: [createTestChainPlugin(createTestWallet()), home],
      features: { swaps: false },
      ...config,
    } as GangwayConfig,
    {
      env: { origin: 'http://localhost:5173', isMobile: () => false },
      loaders: [
        { name: 'swaps', trigger: { feature: 'swaps' }, load: async () => ({ default: stamps.plugin }) },
      ],
    },
  )
  made.push(gangway)
  render(<ShellRoot gangway={gangway} />)
  await act(() => gangway.ready)
  await act(() => gangway.open())
  await screen.findByText(/^Home:/)
  return { gangway, loaders: stamps.loaders }
}

describe("a plugin's own strings (ctx.registerMessages)", () => {
  it('load when the plugin is registered at run time, in German after setLocale, in English for a locale it lacks', async () => {
    const { gangway, loaders } = await setup()
    await act(() => gangway.setFeatures({ swaps: true }))
    expect(await screen.findByText('Home: Stamps')).toBeTruthy()
    await act(async () => gangway.navigate('Stamps'))
    expect(await screen.findByText('Hello Ada')).toBeTruthy()
    expect(screen.getByRole('dialog', { name: 'Stamps' })).toBeTruthy()

    await act(async () => gangway.setLocale('de-DE'))
    expect(await screen.findByText('Hallo Ada')).toBeTruthy()
    expect(screen.getByRole('dialog', { name: 'Briefmarken' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeTruthy()

    await act(async () => gangway.setLocale('it'))
    expect(await screen.findByText('Hello Ada')).toBeTruthy()
    expect(screen.getByRole('dialog', { name: 'Stamps' })).toBeTruthy()
    expect(loaders.en).toHaveBeenCalledOnce()
    expect(loaders.de).toHaveBeenCalledOnce()
    expect(loaders.fr).not.toHaveBeenCalled()
  })

  it('loads only the active locale (and English) when the plugin starts in German', async () => {
    const { gangway, loaders } = await setup(englishStamps, { locale: 'de' } as Partial<GangwayConfig>)
    await act(() => gangway.setFeatures({ swaps: true }))
    expect(await screen.findByText('Home: Briefmarken')).toBeTruthy()
    expect(loaders.de).toHaveBeenCalledOnce()
    expect(loaders.en).toHaveBeenCalledOnce()
    expect(loaders.fr).not.toHaveBeenCalled()
  })

  it('shows the loading state, never a raw key, while the strings of the view are on their way', async () => {
    let release: () => void = () => {}
    const english = () =>
      new Promise<Messages>(
        (resolve) => (release = () => resolve({ 'stamps.body': 'Hello {name}', 'stamps.title': 'Stamps' })),
      )
    const { gangway } = await setup(english)
    await act(() => gangway.setFeatures({ swaps: true }))
    await act(async () => gangway.navigate('Stamps'))
    const dialog = await screen.findByRole('dialog', { name: 'Loading…' })
    expect(dialog.textContent).not.toMatch(/stamps\./)
    await act(async () => release())
    expect(await screen.findByText('Hello Ada')).toBeTruthy()
    expect(screen.getByRole('dialog', { name: 'Stamps' })).toBeTruthy()
  })

  it('are removed when the plugin is torn down', async () => {
    const { gangway } = await setup()
    await act(() => gangway.setFeatures({ swaps: true }))
    expect(await screen.findByText('Home: Stamps')).toBeTruthy()
    await act(() => gangway.setFeatures({ swaps: false }))
    expect(await screen.findByText('Home: stamps.title')).toBeTruthy()
    expect(gangway.stores.registry.getState().messages.has('swaps')).toBe(false)
  })

  it("give way to the host's messages", async () => {
    const { gangway } = await setup(englishStamps, { messages: { 'stamps.title': 'My stamps' } })
    await act(() => gangway.setFeatures({ swaps: true }))
    await act(async () => gangway.navigate('Stamps'))
    expect(await screen.findByText('Hello Ada')).toBeTruthy()
    expect(screen.getByRole('dialog', { name: 'My stamps' })).toBeTruthy()
  })
})
