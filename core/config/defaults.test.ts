import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import * as defaults from './defaults.js'

const listKernelSources = (dir: string) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.includes('.test') && !file.endsWith('defaults.ts'))
    .map((file) => join(dir, file))

describe('defaults (spec section 9)', () => {
  it('sends the package version as the SDK version', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      version: string
    }
    expect(defaults.SDK_VERSION).toBe(pkg.version)
    expect(defaults.SDK_TYPE).toBe('gangway')
  })

  it('keeps the timing constants of the spec', () => {
    expect([defaults.BALANCE_CACHE_MS, defaults.BALANCE_RETRY_BLOCK_MS]).toEqual([30_000, 30_000])
    expect([defaults.SHAKE_MS, defaults.NOTIFICATION_RESHOW_MS]).toEqual([500, 150])
    expect(defaults.ANIMATION_MS).toEqual({ headerText: 120, modalHeight: 150, viewTransition: 150 })
    expect([defaults.RPC_TIMEOUT_MS, defaults.RPC_RETRY_COUNT, defaults.RPC_RETRY_BASE_DELAY_MS]).toEqual([
      10_000, 3, 150,
    ])
  })

  it('keeps the lists and limits of the spec', () => {
    expect(defaults.RECENT_WALLETS_LIMIT).toBe(2)
    expect(defaults.DEFAULT_SOCIALS).toEqual([
      'google',
      'x',
      'farcaster',
      'discord',
      'apple',
      'github',
      'facebook',
    ])
  })

  it('only declares constants (nothing runs at import, nothing mutable)', () => {
    for (const [name, value] of Object.entries(defaults)) {
      expect(typeof value, name).not.toBe('function')
    }
  })

  it('holds only what core/ itself uses: every constant is imported by a kernel file', () => {
    const sources = listKernelSources(new URL('../', import.meta.url).pathname)
    const unused = Object.keys(defaults).filter(
      (name) => !sources.some((file) => new RegExp(`\\b${name}\\b`).test(readFileSync(file, 'utf8'))),
    )
    expect(unused).toEqual([])
  })
})
