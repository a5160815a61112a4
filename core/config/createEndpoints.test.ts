import { describe, expect, it } from 'vitest'
import { createEndpoints } from './createEndpoints.js'

describe('createEndpoints', () => {
  it('puts every service under one base and derives a websocket relay with the same security', () => {
    expect(createEndpoints('https://svc.example.com/')).toEqual({
      api: 'https://svc.example.com/api',
      directory: 'https://svc.example.com/directory',
      analytics: 'https://svc.example.com/analytics',
      relay: 'wss://svc.example.com/relay',
      secureFrame: 'https://svc.example.com/frame',
    })
    expect(createEndpoints('http://127.0.0.1:4000/gangway').relay).toBe('ws://127.0.0.1:4000/gangway/relay')
    expect(createEndpoints('/gangway').api).toBe('/gangway/api')
  })
})
