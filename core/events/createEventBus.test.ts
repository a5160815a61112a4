import { describe, expect, it, vi } from 'vitest'
import { createEventBus } from './createEventBus.js'

describe('event bus', () => {
  it('on() returns its own unsubscribe', () => {
    const bus = createEventBus()
    const handler = vi.fn()
    const off = bus.on('DISCONNECT_SUCCESS', handler)
    bus.emit('DISCONNECT_SUCCESS', { namespace: 'all' })
    off()
    bus.emit('DISCONNECT_SUCCESS', { namespace: 'eip155' })
    expect(handler).toHaveBeenCalledExactlyOnceWith({ namespace: 'all' })
  })

  it('once() fires a single time', () => {
    const bus = createEventBus()
    const handler = vi.fn()
    bus.once('MODAL_CLOSE', handler)
    bus.emit('MODAL_CLOSE', { connected: false })
    bus.emit('MODAL_CLOSE', { connected: true })
    expect(handler).toHaveBeenCalledOnce()
  })

  it('a throwing handler is reported and the others still run', () => {
    const onError = vi.fn()
    const bus = createEventBus(onError)
    const after = vi.fn()
    bus.on('MODAL_CLOSE', () => {
      throw new Error('host bug')
    })
    bus.on('MODAL_CLOSE', after)
    bus.emit('MODAL_CLOSE', { connected: false })
    expect(after).toHaveBeenCalledOnce()
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ message: 'host bug' }), 'MODAL_CLOSE')
  })

  it('onAny sees every event with its type', () => {
    const bus = createEventBus()
    const seen: string[] = []
    const off = bus.onAny((type) => seen.push(type))
    bus.emit('MODAL_CLOSE', { connected: false })
    bus.emit('DISCONNECT_SUCCESS', { namespace: 'all' })
    off()
    bus.emit('MODAL_CLOSE', { connected: false })
    expect(seen).toEqual(['MODAL_CLOSE', 'DISCONNECT_SUCCESS'])
  })
})
