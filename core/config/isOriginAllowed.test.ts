import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isOriginAllowed } from './isOriginAllowed.js'

describe('isOriginAllowed', () => {
  it('matches exact origins, ignoring case and default ports', () => {
    expect(isOriginAllowed('https://app.example.com', ['https://app.example.com'])).toBe(true)
    expect(isOriginAllowed('https://APP.example.com', ['https://app.example.com'])).toBe(true)
    expect(isOriginAllowed('https://app.example.com:443', ['https://app.example.com'])).toBe(true)
    expect(isOriginAllowed('http://app.example.com', ['https://app.example.com'])).toBe(false)
    expect(isOriginAllowed('https://app.example.com:8443', ['https://app.example.com'])).toBe(false)
    expect(isOriginAllowed('https://other.example.com', ['https://app.example.com'])).toBe(false)
  })

  it('supports subdomain wildcards without matching look-alike hosts', () => {
    const list = ['https://*.example.com']
    expect(isOriginAllowed('https://a.example.com', list)).toBe(true)
    expect(isOriginAllowed('https://a.b.example.com', list)).toBe(true)
    expect(isOriginAllowed('https://example.com', list)).toBe(false)
    expect(isOriginAllowed('https://evilexample.com', list)).toBe(false)
    expect(isOriginAllowed('https://example.com.evil.io', list)).toBe(false)
    expect(isOriginAllowed('http://a.example.com', list)).toBe(false)
  })

  it('treats a pattern without scheme as any scheme, and :* as any port', () => {
    expect(isOriginAllowed('http://shop.example.org', ['*.example.org'])).toBe(true)
    expect(isOriginAllowed('https://shop.example.org', ['*.example.org'])).toBe(true)
    expect(isOriginAllowed('https://dev.test:3000', ['https://dev.test:*'])).toBe(true)
    expect(isOriginAllowed('https://dev.test', ['https://dev.test:*'])).toBe(true)
    expect(isOriginAllowed('https://dev.test:3000', ['https://dev.test:3001'])).toBe(false)
  })

  it('always allows localhost, 127.0.0.1 and the preview hosts of the defaults', () => {
    for (const origin of [
      'http://localhost:5173',
      'https://localhost',
      'http://127.0.0.1:8080',
      'https://my-branch.vercel.app',
      'https://deploy-preview-1--site.netlify.app',
    ]) {
      expect(isOriginAllowed(origin, []), origin).toBe(true)
    }
    expect(isOriginAllowed('https://vercel.app', [])).toBe(false)
    expect(isOriginAllowed('https://example.com', [])).toBe(false)
  })

  it('rejects malformed origins and skips malformed patterns', () => {
    for (const origin of [
      '',
      'null',
      'example.com',
      'https://',
      'https://a.com/path',
      'ftp://a.com',
      'https://a.com:99999',
      'javascript:alert(1)',
    ]) {
      expect(isOriginAllowed(origin, ['*']), origin).toBe(false)
    }
    expect(isOriginAllowed('https://a.com', ['https://a.com/x/y', '', '**', 'https://a.com'])).toBe(true)
    expect(isOriginAllowed('https://a.com', ['https://*a.com'])).toBe(false)
  })

  it('never throws, whatever it is given', () => {
    fc.assert(
      fc.property(fc.anything(), fc.array(fc.oneof(fc.string(), fc.anything())), (origin, list) => {
        expect(typeof isOriginAllowed(origin as string, list as string[])).toBe('boolean')
      }),
    )
    fc.assert(
      fc.property(fc.string(), fc.array(fc.string()), (origin, list) => {
        expect(typeof isOriginAllowed(origin, list)).toBe('boolean')
      }),
    )
    expect(isOriginAllowed('https://a.com', null as unknown as string[])).toBe(false)
  })
})
