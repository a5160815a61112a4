import { existsSync, readdirSync } from 'node:fs'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { describe, expect, it } from 'vitest'
import { catalogueLoaders } from './catalogueLoaders.js'
import { createTranslator } from './createTranslator.js'
import { de } from './de/index.js'
import { en } from './en/index.js'
import { loadMessages } from './loadMessages.js'
import type { Messages } from './Messages.js'

const plugins = fileURLToPath(new URL('../../plugins', import.meta.url))
const shipped = readdirSync(plugins, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(`${plugins}/${entry.name}/messages/en.ts`))
  .map((entry) => entry.name)

async function cataloguesOf(plugin: string): Promise<Record<string, Messages>> {
  const folder = `${plugins}/${plugin}/messages`
  const locales = readdirSync(folder)
    .filter((file) => /^[a-z]{2}(?:-[A-Z]{2})?\.ts$/.test(file))
    .map((file) => file.slice(0, -3))
  const entries = await Promise.all(
    locales.map(async (locale) => {
      const module = (await import(pathToFileURL(`${folder}/${locale}.ts`).href)) as Record<string, Messages>
      return [locale, module[locale] as Messages] as const
    }),
  )
  return Object.fromEntries(entries)
}

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()

function expectComplete(catalogues: Record<string, Messages>) {
  const english = catalogues.en as Messages
  expect(Object.keys(catalogues)).toEqual(expect.arrayContaining(['en', 'de']))
  for (const [locale, catalogue] of Object.entries(catalogues)) {
    expect(Object.keys(catalogue).sort(), locale).toEqual(Object.keys(english).sort())
    for (const key of Object.keys(english))
      expect(placeholders(catalogue[key] ?? ''), `${locale} ${key}`).toEqual(placeholders(english[key] ?? ''))
  }
}

describe('message catalogues', () => {
  it("the shell's: every locale has exactly the English keys, with their placeholders", () => {
    expectComplete({ en, de })
  })

  it('the shell keeps only its own and the buttons strings', () => {
    expect(Object.keys(en).every((key) => /^(shell|buttons)\./.test(key))).toBe(true)
  })

  it('every built-in plugin with a view ships its own strings', () => {
    expect(shipped).toEqual(
      expect.arrayContaining(['account', 'connect', 'networks', 'receive', 'walletconnect']),
    )
  })

  it.each(shipped)(
    "%s's: every locale has exactly the English keys, with their placeholders",
    async (plugin) => {
      const catalogues = await cataloguesOf(plugin)
      expectComplete(catalogues)
      const prefix = Object.keys(catalogues.en ?? {}).map((key) => key.split('.')[0])
      // The plugin's registered name: its folder in camelCase (plugins/smart-accounts registers smartAccounts)
      const name = plugin.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())
      expect(new Set(prefix), 'keys are prefixed with the plugin name').toEqual(new Set([name]))
    },
  )

  it("loads the shell's catalogue by the locale's language, falling back to English", async () => {
    expect(await loadMessages('de-CH')).toBe(de)
    expect(await loadMessages('xx')).toBe(en)
    expect(await loadMessages('en-GB')).toBe(en)
  })

  it("picks a plugin's loaders: the exact locale, else its language, and English as the fallback", () => {
    const english = async () => ({})
    const german = async () => ({})
    const swiss = async () => ({})
    expect(catalogueLoaders({ en: english, de: german }, 'de-CH')).toEqual([german, english])
    expect(catalogueLoaders({ en: english, de: german, 'de-CH': swiss }, 'de-CH')).toEqual([swiss, english])
    expect(catalogueLoaders({ en: english, de: german }, 'fr')).toEqual([english])
    expect(catalogueLoaders({ en: english, de: german }, 'en-GB')).toEqual([english])
    expect(catalogueLoaders({ en: english }, 'constructor')).toEqual([english])
  })

  it('translates with host overrides first, then the locale, then English, then the key', () => {
    const t = createTranslator([
      { 'a.b': 'Host {n}' },
      { 'a.c': 'Locale' },
      { 'a.d': 'English', 'a.c': 'no' },
    ])
    expect(t.dynamic('a.b', { n: 2 })).toBe('Host 2')
    expect(t.dynamic('a.c')).toBe('Locale')
    expect(t.dynamic('a.d')).toBe('English')
    expect(t.dynamic('a.missing')).toBe('a.missing')
    expect(t.dynamic('a.b', {})).toBe('Host {n}')
    expect(t('shell.close')).toBe('shell.close')
  })

  it('shows nothing rather than a raw key while a catalogue is still loading', () => {
    const t = createTranslator([{ 'a.b': 'Here' }], true)
    expect(t.dynamic('a.b')).toBe('Here')
    expect(t.dynamic('a.missing')).toBe('')
  })
})
