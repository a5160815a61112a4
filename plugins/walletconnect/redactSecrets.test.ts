import { describe, expect, it } from 'vitest'
import { redactErrorSecrets } from './redactErrorSecrets.js'
import { redactSecrets } from './redactSecrets.js'

const url =
  'wss://relay.walletconnect.org/?auth=eyJhbGciOiJFZERTQSJ9.eyJpc3MiOiJkaWQifQ.c2ln&projectId=abc123&ua=wc-2'

describe('redactSecrets', () => {
  it('hides auth, projectId and JWTs in URLs and free text, and keeps the rest', () => {
    expect(redactSecrets(`Couldn't connect to ${url}`)).toBe(
      "Couldn't connect to wss://relay.walletconnect.org/?auth=[redacted]&projectId=[redacted]&ua=wc-2",
    )
    expect(redactSecrets('token eyJhbGciOiJFZERTQSJ9.eyJpc3MiOiJkaWQifQ.c2ln')).toBe('token [redacted]')
    expect(redactSecrets('ws://127.0.0.1:4000/relay')).toBe('ws://127.0.0.1:4000/relay')
  })

  it('redacts an error and its causes in place', () => {
    const error = new Error('Failed', { cause: new Error(`Socket stalled at ${url}`) })
    expect(redactErrorSecrets(error)).toBe(error)
    expect(String((error.cause as Error).message)).not.toContain('abc123')
    expect(String((error.cause as Error).stack)).not.toContain('eyJ')
  })
})
