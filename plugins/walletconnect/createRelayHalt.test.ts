import { describe, expect, it, vi } from 'vitest'
import { createRelayHalt } from './createRelayHalt.js'

function relayer() {
  const opened: unknown[] = []
  const target = {
    transportClose: vi.fn(async () => undefined),
    publisher: { checkQueue: vi.fn() },
    connect(url?: string) {
      opened.push(url)
      return Promise.resolve()
    },
  }
  return { target, opened }
}

describe('createRelayHalt', () => {
  it("closes the transport, and a connect while halted fails with 'Failed to connect' without a socket", async () => {
    const { target, opened } = relayer()
    const relay = createRelayHalt(target)
    await relay.halt()
    expect(target.transportClose).toHaveBeenCalledOnce()
    await expect(target.connect('ws://127.0.0.1:1')).rejects.toThrow('Failed to connect')
    expect(opened).toEqual([])
  })

  it('lets the relayer connect again once resumed, and before any halt', async () => {
    const { target, opened } = relayer()
    const relay = createRelayHalt(target)
    await target.connect('first')
    await relay.halt()
    relay.resume()
    await target.connect('second')
    expect(opened).toEqual(['first', 'second'])
  })

  it('halts even when closing the transport fails', async () => {
    const { target } = relayer()
    target.transportClose.mockRejectedValueOnce(new Error('socket gone'))
    const relay = createRelayHalt(target)
    await expect(relay.halt()).resolves.toBeUndefined()
    await expect(target.connect()).rejects.toThrow('Failed to connect')
  })

  it('closes a socket that was still connecting when the halt came, once it opens', async () => {
    const { target } = relayer()
    let open: () => void = () => {}
    target.connect = () =>
      new Promise<void>((resolve) => {
        open = resolve
      })
    const relay = createRelayHalt(target)
    const connecting = target.connect('ws://127.0.0.1:1')
    await relay.halt()
    expect(target.transportClose).toHaveBeenCalledOnce()
    open()
    await connecting
    expect(target.transportClose).toHaveBeenCalledTimes(2)
  })

  it("holds the publisher's queue while halted (a republish there would fail uncaught) and lets it go once resumed", async () => {
    const { target } = relayer()
    const queued = target.publisher.checkQueue
    const relay = createRelayHalt(target)
    target.publisher.checkQueue()
    expect(queued).toHaveBeenCalledOnce()
    await relay.halt()
    target.publisher.checkQueue()
    expect(queued).toHaveBeenCalledOnce()
    relay.resume()
    target.publisher.checkQueue()
    expect(queued).toHaveBeenCalledTimes(2)
  })
})
