import { describe, expect, it } from 'vitest'
import { createTranslator } from './createTranslator.js'
import { de } from './de/index.js'
import { en } from './en/index.js'
import { loadMessages } from './loadMessages.js'

describe('message catalogues', () => {
  it('German has every English key, and no key English lacks', () => {
    expect(Object.keys(de).sort()).toEqual(Object.keys(en).sort())
  })

  it('every German text keeps the placeholders of its English text', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort()
    for (const key of Object.keys(en))
      expect(placeholders(de[key] ?? ''), key).toEqual(placeholders(en[key] ?? ''))
  })

  it('loads a locale by its language, falling back to English', async () => {
    expect(await loadMessages('de-CH')).toBe(de)
    expect(await loadMessages('xx')).toBe(en)
    expect(await loadMessages('en-GB')).toBe(en)
  })

  it('translates with host overrides first, then the locale, then English, then the key', () => {
    const t = createTranslator({ 'a.b': 'Host {n}' }, { 'a.c': 'Locale' }, { 'a.d': 'English', 'a.c': 'no' })
    expect(t('a.b', { n: 2 })).toBe('Host 2')
    expect(t('a.c')).toBe('Locale')
    expect(t('a.d')).toBe('English')
    expect(t('a.missing')).toBe('a.missing')
    expect(t('a.b', {})).toBe('Host {n}')
  })
})
