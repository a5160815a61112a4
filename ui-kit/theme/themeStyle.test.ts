import { describe, expect, it } from 'vitest'
import { themeStyle } from './themeStyle.js'
import { themeTokens } from './themeTokens.js'

describe('themeTokens', () => {
  it('carries the default sizes and differs between light and dark', () => {
    const light = themeTokens('light')
    const dark = themeTokens('dark')
    for (const tokens of [light, dark]) {
      expect(tokens['--gw-font-size-base']).toBe('10px')
      expect(tokens['--gw-border-radius']).toBe('4px')
      expect(tokens['--gw-z-index']).toBe('999')
      expect(tokens['--gw-modal-width']).toBe('360px')
      for (const name of Object.keys(tokens)) expect(name).toMatch(/^--gw-[a-z0-9-]+$/)
    }
    expect(Object.keys(dark).sort()).toEqual(Object.keys(light).sort())
    expect(dark['--gw-bg']).not.toBe(light['--gw-bg'])
    expect(dark['--gw-fg']).not.toBe(light['--gw-fg'])
  })
})

describe('themeStyle', () => {
  it('lays the host variables over the tokens of the mode', () => {
    const style = themeStyle('dark', {
      '--gw-accent': '#ff6600',
      '--gw-font-family': 'Inter, sans-serif',
      '--gw-z-index': 2000,
      '--gw-border-radius': undefined,
    })
    expect(style['--gw-accent']).toBe('#ff6600')
    expect(style['--gw-font-family']).toBe('Inter, sans-serif')
    expect(style['--gw-z-index']).toBe('2000')
    expect(style['--gw-border-radius']).toBe('4px')
    expect(style['--gw-bg']).toBe(themeTokens('dark')['--gw-bg'])
    expect(style.colorScheme).toBe('dark')
  })

  it('ignores names outside the --gw- namespace', () => {
    const style = themeStyle('light', { '--w3m-accent': 'red' } as never) as Record<string, unknown>
    expect(style['--w3m-accent']).toBeUndefined()
    expect(style).toEqual({ ...themeTokens('light'), colorScheme: 'light' })
  })
})
