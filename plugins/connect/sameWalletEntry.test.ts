import { describe, expect, it } from 'vitest'
import { sameWalletEntry } from './sameWalletEntry.js'

describe('sameWalletEntry', () => {
  const wallet = { id: 'a', name: 'A', image_id: 'img-a', rdns: null, chains: ['eip155:1', 'eip155:10'] }

  it('holds for a copy with the same fields', () => {
    expect(sameWalletEntry(wallet, { ...wallet, chains: [...wallet.chains] })).toBe(true)
  })

  it('fails for a changed link, image, name or chain list', () => {
    expect(sameWalletEntry(wallet, { ...wallet, mobile_link: 'a://' })).toBe(false)
    expect(sameWalletEntry(wallet, { ...wallet, image_id: 'img-b' })).toBe(false)
    expect(sameWalletEntry(wallet, { ...wallet, name: 'B' })).toBe(false)
    expect(sameWalletEntry(wallet, { ...wallet, chains: ['eip155:1'] })).toBe(false)
    expect(sameWalletEntry(wallet, { ...wallet, chains: ['eip155:10', 'eip155:1'] })).toBe(false)
  })
})
