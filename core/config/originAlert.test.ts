import { describe, expect, it } from 'vitest'
import { originAlert } from './originAlert.js'

describe('originAlert', () => {
  it('raises Invalid App Configuration, naming the origin, when the origin is not on the list', () => {
    expect(originAlert('https://evil.io', ['https://*.example.com'])).toEqual({
      kind: 'InvalidAppConfiguration',
      title: 'Invalid App Configuration',
      message: 'Origin not allowed - add it to the allowed origins of your project (https://evil.io)',
    })
    expect(originAlert('https://app.example.com', ['https://*.example.com'])).toBeUndefined()
    expect(originAlert('null', ['https://app.example.com'])?.kind).toBe('InvalidAppConfiguration')
  })

  it('always lets localhost on any port, loopback and preview hosts through once a list is set', () => {
    for (const origin of [
      'http://localhost:5173',
      'https://localhost',
      'http://127.0.0.1:41999',
      'http://[::1]:8080',
      'https://branch.vercel.app',
      'https://x.pages.dev',
    ])
      expect(originAlert(origin, ['https://app.example.com']), origin).toBeUndefined()
  })

  it('checks nothing when no allow-list is set (empty list)', () => {
    expect(originAlert('https://anywhere.example', [])).toBeUndefined()
  })

  it('shows at most 200 characters of a long origin', () => {
    const origin = `https://${'a'.repeat(300)}.io`
    expect(originAlert(origin, ['https://b.io'])!.message.length).toBeLessThan(330)
  })
})
