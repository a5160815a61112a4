import { describe, expect, it } from 'vitest'
import { formatWalletLink } from './formatWalletLink.js'

const uri =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1705000000'

describe('formatWalletLink', () => {
  it('encodes the whole pairing URI once as the uri parameter', () => {
    const link = formatWalletLink('https://rnbwapp.com', uri)
    expect(link).toBe(`https://rnbwapp.com/wc?uri=${encodeURIComponent(uri)}`)
    expect(new URL(link!).searchParams.get('uri')).toBe(uri)
    expect(link).not.toContain('&symKey')
    expect(link).not.toContain('%2525')
  })

  it('keeps universal links with a path and a trailing slash', () => {
    expect(formatWalletLink('https://link.trustwallet.com/', uri)).toBe(
      `https://link.trustwallet.com/wc?uri=${encodeURIComponent(uri)}`,
    )
    expect(formatWalletLink('https://metamask.app.link/app', 'wc:a@2')).toBe(
      'https://metamask.app.link/app/wc?uri=wc%3Aa%402',
    )
  })

  it('completes native schemes given as a name or with a colon', () => {
    expect(formatWalletLink('rainbow://', 'wc:a@2')).toBe('rainbow://wc?uri=wc%3Aa%402')
    expect(formatWalletLink('rainbow:', 'wc:a@2')).toBe('rainbow://wc?uri=wc%3Aa%402')
    expect(formatWalletLink('trust', 'wc:a@2')).toBe('trust://wc?uri=wc%3Aa%402')
    expect(formatWalletLink('zerion://app', 'wc:a@2')).toBe('zerion://app/wc?uri=wc%3Aa%402')
  })
})
