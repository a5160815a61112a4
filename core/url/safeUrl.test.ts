import { describe, expect, it } from 'vitest'
import { safeUrl } from './safeUrl.js'

describe('safeUrl', () => {
  it('keeps https, loopback http and native app schemes as links, normalised', () => {
    expect(safeUrl('https://link.trustwallet.com', 'link')).toBe('https://link.trustwallet.com/')
    expect(safeUrl('  https://metamask.app.link/app\n', 'link')).toBe('https://metamask.app.link/app')
    expect(safeUrl('http://127.0.0.1:8545/x', 'link')).toBe('http://127.0.0.1:8545/x')
    expect(safeUrl('http://localhost:5173', 'web')).toBe('http://localhost:5173/')
    expect(safeUrl('http://[::1]:3000/', 'image')).toBe('http://[::1]:3000/')
    expect(safeUrl('rainbow://wc?uri=wc%3Aa%402', 'link')).toBe('rainbow://wc?uri=wc%3Aa%402')
    expect(safeUrl('metamask:', 'link')).toBe('metamask:')
    expect(safeUrl('wc:abc@2?relay-protocol=irn', 'link')).toBe('wc:abc@2?relay-protocol=irn')
  })

  it('rejects script, data, local and browser-internal schemes however they are written', () => {
    const hostile = [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'javascript://%0aalert(1)//',
      ' \u0000\u001fjavascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscr\ript:alert(1)',
      'vbscript:msgbox(1)',
      'data:text/html,<script>alert(1)</script>',
      'data:image/svg+xml,<svg onload=alert(1)>',
      'file:///etc/passwd',
      'blob:https://a.example/1',
      'filesystem:https://a.example/temporary/x',
      'about:blank',
      'view-source:https://a.example',
      'intent://x#Intent;S.browser_fallback_url=javascript:alert(1);end',
      'ms-msdt:/id PCWDiagnostic',
      'search-ms:query=x',
      'javascript%3Aalert(1)',
      '/relative/path',
      '//evil.example/x',
    ]
    for (const value of hostile) expect(safeUrl(value, 'link'), value).toBeUndefined()
    for (const value of hostile.filter((item) => !item.startsWith('data:image')))
      expect(safeUrl(value, 'image'), value).toBeUndefined()
  })

  it('allows plain http only on loopback, and no credentials', () => {
    expect(safeUrl('http://wallet.example/', 'link')).toBeUndefined()
    expect(safeUrl('http://10.0.0.1/', 'image')).toBeUndefined()
    expect(safeUrl('http://127.0.0.1.evil.example/', 'web')).toBeUndefined()
    expect(safeUrl('https://user:pass@wallet.example/', 'link')).toBeUndefined()
  })

  it('keeps web URLs to https and loopback http: no app schemes', () => {
    expect(safeUrl('https://etherscan.io', 'web')).toBe('https://etherscan.io/')
    expect(safeUrl('rainbow://', 'web')).toBeUndefined()
    expect(safeUrl('rainbow://x.png', 'image')).toBeUndefined()
  })

  it('accepts data URIs only for image types, and only as images', () => {
    const svg = 'data:image/svg+xml;base64,PHN2Zy8+'
    expect(safeUrl(svg, 'image')).toBe(svg)
    expect(safeUrl('data:image/svg+xml,<svg/>', 'image')).toBe('data:image/svg+xml,<svg/>')
    expect(safeUrl('data:image/png;base64,iVBORw0KGgo=', 'image')).toBe('data:image/png;base64,iVBORw0KGgo=')
    expect(safeUrl('DATA:IMAGE/WEBP;base64,UklGRg==', 'image')).toBeDefined()
    expect(safeUrl(svg, 'link')).toBeUndefined()
    expect(safeUrl('data:text/html;base64,PHNjcmlwdD4=', 'image')).toBeUndefined()
    expect(safeUrl('data:image/svg+xml-evil,<x>', 'image')).toBeUndefined()
    expect(safeUrl('data:,hello', 'image')).toBeUndefined()
  })

  it('caps lengths: 2,048 characters for links, 256 KiB for data-URI images', () => {
    const long = `https://a.example/${'x'.repeat(2_048)}`
    expect(safeUrl(long, 'link')).toBeUndefined()
    expect(safeUrl(long, 'image')).toBeUndefined()
    expect(safeUrl(`data:image/png;base64,${'A'.repeat(200_000)}`, 'image')).toBeDefined()
    expect(safeUrl(`data:image/png;base64,${'A'.repeat(262_144)}`, 'image')).toBeUndefined()
  })

  it('rejects what is not a string', () => {
    for (const value of [undefined, null, 1, {}, ['https://a.example'], new URL('https://a.example')])
      expect(safeUrl(value, 'link')).toBeUndefined()
  })
})
