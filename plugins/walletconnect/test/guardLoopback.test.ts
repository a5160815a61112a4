import { connect } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { guardLoopback } from './guardLoopback.js'

let guard: ReturnType<typeof guardLoopback> | undefined
afterEach(() => guard?.restore())

describe('guardLoopback', () => {
  it('records and fails fetches and sockets bound for another host', async () => {
    guard = guardLoopback()
    await expect(fetch('https://verify.walletconnect.org/v3/public-key')).rejects.toThrow(/Blocked a fetch/)
    const socket = connect(443, 'pulse.walletconnect.org')
    await new Promise<void>((resolve) => socket.once('error', () => resolve()))
    expect(guard.attempts).toEqual(['fetch verify.walletconnect.org', 'socket pulse.walletconnect.org'])
  })

  it('lets loopback traffic through', async () => {
    guard = guardLoopback()
    const socket = connect(9, '127.0.0.1')
    await new Promise<void>((resolve) =>
      socket.once('error', () => resolve()).once('connect', () => resolve()),
    )
    socket.destroy()
    expect(guard.attempts).toEqual([])
  })
})
