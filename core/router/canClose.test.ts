import { describe, expect, it } from 'vitest'
import type { ViewId } from '../types/ViewRegistry.js'
import { canClose } from './canClose.js'

describe('canClose', () => {
  it.each<[ViewId, boolean, boolean, boolean]>([
    ['SIWXSignMessage', true, false, false],
    ['ApproveTransaction', true, false, false],
    ['SIWXSignMessage', true, true, true],
    ['ApproveTransaction', true, true, true],
    ['SIWXSignMessage', false, false, true],
    ['ApproveTransaction', false, false, true],
    ['Account', true, false, true],
    ['Connect', true, false, true],
    ['SwitchNetwork', true, false, true],
  ])('%s with siwxRequired %s, hasSiwxSession %s -> %s', (view, siwxRequired, hasSiwxSession, expected) => {
    expect(canClose({ view, siwxRequired, hasSiwxSession })).toBe(expected)
  })
})
