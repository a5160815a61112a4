import { describe, expect, it, vi } from 'vitest'
import { createRequestGate } from './createRequestGate.js'
import type { FrameClient } from './FrameClient.js'

interface Sent {
  readonly type: string
  readonly payload: unknown
  readonly signal?: AbortSignal
  resolve(value: unknown): void
  reject(error: Error): void
}

/** A frame client that records what it is asked and answers when the test says so. */
function recordingFrame() {
  const sent: Sent[] = []
  const frame = {
    ready: Promise.resolve(),
    request(type: string, payload?: unknown, options?: { signal?: AbortSignal }) {
      return new Promise((resolve, reject) => {
        sent.push({ type, payload, signal: options?.signal, resolve, reject })
        options?.signal?.addEventListener('abort', () => reject(new Error('aborted')))
      })
    },
    show() {},
    onHeight: () => () => {},
    destroy() {},
  } as unknown as FrameClient
  return { frame, sent }
}

function gateWith(timings?: { notAllowedDelayMs?: number; approvalTimeoutMs?: number }) {
  const { frame, sent } = recordingFrame()
  const opened: (string | undefined)[] = []
  const notices: string[] = []
  const logged: unknown[] = []
  const refreshBalance = vi.fn()
  const gate = createRequestGate({
    frame: () => frame,
    open: async (view) => {
      opened.push(view)
    },
    notify: (message) => notices.push(message),
    log: { error: (...args: unknown[]) => logged.push(args.join(' ')) },
    refreshBalance,
    timings,
  })
  return { gate, sent, opened, notices, logged, refreshBalance }
}

const until = async (check: () => boolean) => {
  await vi.waitFor(() => expect(check()).toBe(true), { timeout: 2_000, interval: 5 })
}

describe('the embedded wallet request gate', () => {
  it('sends a safe read at once, without opening the modal', async () => {
    const { gate, sent, opened } = gateWith()
    const answer = gate.request({ method: 'eth_blockNumber', params: [] })
    expect(sent.map((item) => item.type)).toEqual(['RPC_REQUEST'])
    sent[0]?.resolve('0x10')
    expect(await answer).toBe('0x10')
    expect(opened).toEqual([])
  })

  it("refuses an unknown method: modal opened, logged, 'Action not allowed' shown after the delay, nothing sent", async () => {
    const { gate, sent, opened, notices, logged } = gateWith({ notAllowedDelayMs: 20 })
    await expect(gate.request({ method: 'eth_sign', params: [] })).rejects.toMatchObject({
      message: 'Requested RPC call is not allowed',
      code: 4200,
    })
    expect(opened).toEqual([undefined])
    expect(logged).toEqual(['Requested RPC call is not allowed: eth_sign'])
    expect(notices).toEqual([])
    await until(() => notices.length === 1)
    expect(notices).toEqual(['Action not allowed'])
    expect(sent).toEqual([])
  })

  it('opens ApproveTransaction for an unsafe request and refreshes the balance after an approved send', async () => {
    const { gate, sent, opened, refreshBalance } = gateWith()
    const outcomes: string[] = []
    gate.onSettled((outcome) => outcomes.push(outcome))
    const answer = gate.request({ method: 'eth_sendTransaction', params: [{ to: '0x01' }] })
    await until(() => sent.length === 1)
    expect(opened).toEqual(['ApproveTransaction'])
    expect(gate.pending()).toBe('eth_sendTransaction')
    sent[0]?.resolve('0xhash')
    expect(await answer).toBe('0xhash')
    expect(refreshBalance).toHaveBeenCalledWith('eth_sendTransaction')
    expect(outcomes).toEqual(['approved'])
    expect(gate.pending()).toBeUndefined()
  })

  it('rejects with 4001 and tells the frame to drop its approval when the visitor cancels', async () => {
    const { gate, sent, refreshBalance } = gateWith()
    const outcomes: string[] = []
    gate.onSettled((outcome) => outcomes.push(outcome))
    const answer = gate.request({ method: 'personal_sign', params: ['0x00', '0x01'] })
    await until(() => sent.length === 1)
    gate.cancel()
    await expect(answer).rejects.toMatchObject({ message: 'User rejected the request.', code: 4001 })
    expect(sent.map((item) => item.type)).toEqual(['RPC_REQUEST', 'CANCEL_REQUEST'])
    expect(outcomes).toEqual(['rejected'])
    expect(refreshBalance).not.toHaveBeenCalled()
  })

  it('gives up at the deadline with iframe_request_timeout, and the frame is told to drop the approval', async () => {
    const { gate, sent } = gateWith({ approvalTimeoutMs: 30 })
    const answer = gate.request({ method: 'personal_sign', params: ['0x00', '0x01'] })
    await expect(answer).rejects.toMatchObject({ message: 'iframe_request_timeout' })
    expect(sent.map((item) => item.type)).toEqual(['RPC_REQUEST', 'CANCEL_REQUEST'])
  })

  it('asks one approval at a time, in order, and an unknown method rejects the one waiting', async () => {
    const { gate, sent } = gateWith({ notAllowedDelayMs: 0 })
    const first = gate.request({ method: 'personal_sign', params: ['0x01', '0x01'] })
    const second = gate.request({ method: 'personal_sign', params: ['0x02', '0x01'] })
    await until(() => sent.length === 1)
    await expect(gate.request({ method: 'eth_sign' })).rejects.toThrow()
    await expect(first).rejects.toMatchObject({ code: 4001 })
    await until(() => sent.filter((item) => item.type === 'RPC_REQUEST').length === 2)
    const last = sent.filter((item) => item.type === 'RPC_REQUEST')[1]
    expect(last?.payload).toMatchObject({ params: ['0x02', '0x01'] })
    last?.resolve('0xsig')
    expect(await second).toBe('0xsig')
  })
})
