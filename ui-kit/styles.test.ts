import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { uiKitCss } from './styles.js'
import { themeTokens } from './theme/themeTokens.js'

const withoutKeyframes = uiKitCss.replace(/@keyframes\s+[\w-]+\s*\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g, '')

const selectors = [...withoutKeyframes.matchAll(/([^{}]+)\{/g)]
  .map(([, prelude]) => prelude!.trim())
  .filter((prelude) => !prelude.startsWith('@'))
  .flatMap((prelude) => prelude.split(/,(?![^(]*\))/).map((s) => s.trim()))

describe('uiKitCss', () => {
  it('scopes every rule under .gw-root', () => {
    expect(selectors.length).toBeGreaterThan(40)
    for (const selector of selectors) expect(selector).toMatch(/^\.gw-root(?![\w-])/)
  })

  it('prefixes its keyframes', () => {
    const names = [...uiKitCss.matchAll(/@keyframes\s+([\w-]+)/g)].map(([, name]) => name)
    expect(names.length).toBeGreaterThan(0)
    for (const name of names) expect(name).toMatch(/^gw-/)
  })

  it('resets what the root inherits, applies the text styles with a layered !important, and resets no element inside', () => {
    expect(uiKitCss).toMatch(/\.gw-root\{all:initial;/)
    expect(uiKitCss.match(/\ball:/g)).toHaveLength(1)
    expect(uiKitCss).toMatch(/@layer gangway\{\.gw-root,\.gw-root \*\{color:var\(--gw-c\)!important;/)
  })

  it('calms motion when the visitor asks for reduced motion', () => {
    const reduced = uiKitCss.slice(uiKitCss.indexOf('@media (prefers-reduced-motion:reduce)'))
    expect(reduced).toContain('transition:none!important')
    expect(reduced).toContain('.gw-skel{animation:none}')
  })

  it('uses only custom properties that the theme, the stylesheet or a component defines', () => {
    const components = readdirSync(join(import.meta.dirname, 'components'))
      .filter((file) => file.endsWith('.tsx') && !file.includes('.test.'))
      .map((file) => readFileSync(join(import.meta.dirname, 'components', file), 'utf8'))
      .join('\n')
    const defined = new Set([
      ...Object.keys(themeTokens('light')),
      ...[...uiKitCss.matchAll(/(--gw-[\w-]+):/g)].map(([, name]) => name),
      ...[...components.matchAll(/'(--gw-[\w-]+)'/g)].map(([, name]) => name),
    ])
    const used = [...uiKitCss.matchAll(/var\((--gw-[\w-]+)/g)].map(([, name]) => name)
    expect(used.filter((name) => !defined.has(name))).toEqual([])
  })

  it('gives every class a component uses a rule', () => {
    const source = readdirSync(join(import.meta.dirname, 'components'))
      .filter((file) => file.endsWith('.tsx') && !file.includes('.test.'))
      .map((file) => readFileSync(join(import.meta.dirname, 'components', file), 'utf8'))
      .join('\n')
    const classes = new Set(
      [...source.matchAll(/gw-[a-z][\w-]*/g)]
        .map(([name]) => name.replace(/-+$/, ''))
        .filter((name) => !name.startsWith('gw-avatar-bg')),
    )
    const styled = new Set([...uiKitCss.matchAll(/\.(gw-[\w-]+)/g)].map(([, name]) => name))
    const dynamic = [
      'gw-btn',
      'gw-ibtn',
      'gw-img',
      'gw-sz',
      'gw-spinner',
      'gw-toast',
      'gw-alert',
      'gw-tag',
      'gw-balance',
    ]
    const missing = [...classes].filter((name) => !styled.has(name) && !dynamic.includes(name))
    expect(missing).toEqual([])
  })
})
