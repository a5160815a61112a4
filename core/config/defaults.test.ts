import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import * as defaults from './defaults.js'

describe('defaults (spec section 9)', () => {
  it('sends the package version as the SDK version', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as {
      version: string
    }
    expect(defaults.SDK_VERSION).toBe(pkg.version)
    expect(defaults.SDK_TYPE).toBe('gangway')
  })

  it('keeps the timing constants of the spec', () => {
    expect(defaults.EMAIL_LOGIN_COOLDOWN_MS).toBe(30_000)
    expect(defaults.BALANCE_RETRY_BLOCK_MS).toBe(30_000)
    expect(defaults.CACHE_TTL_MS).toEqual({
      portfolio: 30_000,
      nativeBalance: 30_000,
      names: 300_000,
      identity: 300_000,
    })
    expect([
      defaults.PAIRING_EXPIRY_MS,
      defaults.PAIRING_EXPIRED_UNDER_MS,
      defaults.PAIRING_RETRY_MS,
    ]).toEqual([240_000, 10_000, 1_000])
    expect([defaults.PAIRING_HEARTBEAT_MS, defaults.PAIRING_DEFERRED_TIMEOUT_MS]).toEqual([5_000, 300_000])
    expect([defaults.SHAKE_MS, defaults.NOTIFICATION_RESHOW_MS, defaults.IMAGE_PRELOAD_TIMEOUT_MS]).toEqual([
      500, 150, 2_000,
    ])
    expect(defaults.ANIMATION_MS).toEqual({ headerText: 120, modalHeight: 150, viewTransition: 150 })
    expect([defaults.FRAME_LOAD_TIMEOUT_MS, defaults.FRAME_REQUEST_TIMEOUT_MS]).toEqual([20_000, 120_000])
    expect([defaults.FRAME_SIGN_OUT_WAIT_MS, defaults.FRAME_READY_DELAY_MS]).toEqual([3_000, 500])
    expect([
      defaults.RPC_RETRY_COUNT,
      defaults.RPC_RETRY_BASE_DELAY_MS,
      defaults.RPC_DEDUPE_CACHE_SIZE,
    ]).toEqual([3, 150, 8_192])
  })

  it('keeps the lists and limits of the spec', () => {
    expect(defaults.RECENT_WALLETS_LIMIT).toBe(2)
    expect(defaults.WALLET_LIST).toEqual({
      recommended: 4,
      pageSize: 40,
      searchSize: 100,
      prefetchImages: 20,
      searchWaitMs: 300,
    })
    expect(defaults.SWAP_NETWORKS).toHaveLength(12)
    expect(defaults.SWAP_NETWORKS).toContain('eip155:1313161554')
    expect(defaults.DEFAULT_SOCIALS).toEqual([
      'google',
      'x',
      'farcaster',
      'discord',
      'apple',
      'github',
      'facebook',
    ])
    expect(defaults.ONRAMP_FALLBACK_PAYMENT_METHOD_LIMITS).toEqual([
      { id: 'card', min: '10.00', max: '7500.00' },
      { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
    ])
    expect([defaults.NAME_SUFFIX, defaults.LEGACY_NAME_SUFFIX, defaults.NAME_MIN_LENGTH]).toEqual([
      '.reown.id',
      '.wcn.id',
      4,
    ])
    expect([
      defaults.MODAL_WIDTH_PX,
      defaults.BASE_FONT_SIZE_PX,
      defaults.BORDER_RADIUS_PX,
      defaults.Z_INDEX,
    ]).toEqual([360, 10, 4, 999])
    expect(Object.values(defaults.RELATIVE_TIME_LABELS)).toEqual(['sec', 'min', 'hr', 'd', 'mo', 'yr'])
  })

  it('only declares constants (nothing runs at import, nothing mutable)', () => {
    for (const [name, value] of Object.entries(defaults)) {
      expect(typeof value, name).not.toBe('function')
    }
  })
})
