import { afterEach, describe, expect, it, vi } from 'vitest'
import { WebSocket } from 'ws'
import { createRelayMailbox } from './createRelayMailbox.js'
import type { Relay } from './Relay.js'
import { startRelay } from './startRelay.js'

interface Push {
  readonly id: number
  readonly params: { readonly id: string; readonly data: Record<string, unknown> }
}

const relays: Relay[] = []
const sockets: WebSocket[] = []
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.terminate()
  for (const relay of relays.splice(0)) await relay.stop()
})

async function relay() {
  const started = await startRelay()
  relays.push(started)
  return started
}

const jwt = (iss: string) =>
  ['{"alg":"EdDSA","typ":"JWT"}', JSON.stringify({ iss, sub: 'x', aud: 'ws://relay' })]
    .map((part) => Buffer.from(part).toString('base64url'))
    .concat('c2ln')
    .join('.')

/** A raw irn client: JSON-RPC calls, the irn_subscription pushes it received, and acks (on by default). */
async function client(url: string, iss: string, options: { ack?: boolean } = {}) {
  const socket = new WebSocket(`${url}?auth=${jwt(iss)}&projectId=test`)
  sockets.push(socket)
  const pushes: Push[] = []
  const replies = new Map<string, (reply: { result?: unknown; error?: { code: number } }) => void>()
  socket.on('message', (raw) => {
    const text = raw.toString()
    const message = JSON.parse(text) as { id: number; method?: string; params?: Push['params'] }
    if (message.method === 'irn_subscription') {
      pushes.push(message as Push)
      if (options.ack !== false) socket.send(JSON.stringify({ id: message.id, jsonrpc: '2.0', result: true }))
      return
    }
    const rawId = /"id":(\d+|"[^"]*")/.exec(text)?.[1] ?? ''
    replies.get(rawId)?.(message as never)
  })
  await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject))
  let next = 0
  const nextId = () => {
    next += 1
    return String(next)
  }
  return {
    socket,
    pushes,
    /** Sends a request; `rawId` is written into the JSON as is (to check ids beyond 2^53). */
    call(method: string, params: unknown, rawId = nextId()) {
      return new Promise<{ result?: unknown; error?: { code: number } }>((resolve) => {
        replies.set(rawId, resolve)
        socket.send(`{"id":${rawId},"jsonrpc":"2.0","method":"${method}","params":${JSON.stringify(params)}}`)
      })
    },
  }
}

const topic = (name: string) => name.padEnd(64, '0')
const messages = (pushes: readonly Push[]) => pushes.map((push) => push.params.data.message)

describe('local WalletConnect relay', () => {
  it('delivers a publication to the subscribers of its topic (not the publisher) and answers ids beyond 2^53 unchanged', async () => {
    const { url } = await relay()
    const dapp = await client(url, 'did:key:dapp')
    const wallet = await client(url, 'did:key:wallet')
    const subscribed = await wallet.call('irn_subscribe', { topic: topic('a') }, '1731000000000000123456')
    expect(subscribed.result).toMatch(/^[0-9a-f]{64}$/)
    await dapp.call('irn_subscribe', { topic: topic('a') })
    expect(
      await dapp.call('irn_publish', { topic: topic('a'), message: 'hello', ttl: 300, tag: 1108 }),
    ).toEqual({
      id: 2,
      jsonrpc: '2.0',
      result: true,
    })
    await vi.waitFor(() => expect(wallet.pushes).toHaveLength(1))
    expect(wallet.pushes[0]!.params).toMatchObject({
      id: subscribed.result,
      data: { topic: topic('a'), message: 'hello', tag: 1108, publishedAt: expect.any(Number) },
    })
    expect(dapp.pushes).toEqual([])
  })

  it('keeps messages for subscribers that come later, and for irn_batchFetchMessages', async () => {
    const { url } = await relay()
    const dapp = await client(url, 'did:key:dapp')
    await dapp.call('irn_batchPublish', {
      messages: [
        { topic: topic('b'), message: 'one', ttl: 300, tag: 1 },
        { topic: topic('c'), message: 'two', ttl: 300, tag: 2 },
      ],
    })
    const late = await client(url, 'did:key:late')
    expect((await late.call('irn_batchSubscribe', { topics: [topic('b')] })).result).toHaveLength(1)
    await vi.waitFor(() => expect(messages(late.pushes)).toEqual(['one']))
    const fetcher = await client(url, 'did:key:fetcher')
    expect(
      (await fetcher.call('irn_batchFetchMessages', { topics: [topic('b'), topic('c')] })).result,
    ).toEqual({
      messages: [
        expect.objectContaining({ topic: topic('b'), message: 'one' }),
        expect.objectContaining({ topic: topic('c'), message: 'two' }),
      ],
      hasMore: false,
    })
  })

  it('redelivers what a client did not acknowledge when it subscribes again, and stops after irn_unsubscribe', async () => {
    const { url } = await relay()
    const dapp = await client(url, 'did:key:dapp')
    const silent = await client(url, 'did:key:wallet', { ack: false })
    await silent.call('irn_subscribe', { topic: topic('d') })
    await dapp.call('irn_publish', { topic: topic('d'), message: 'unacked', ttl: 300 })
    await vi.waitFor(() => expect(silent.pushes).toHaveLength(1))
    silent.socket.terminate()
    const back = await client(url, 'did:key:wallet')
    await back.call('irn_batchSubscribe', { topics: [topic('d')] })
    await vi.waitFor(() => expect(messages(back.pushes)).toEqual(['unacked']))
    await back.call('irn_batchUnsubscribe', { subscriptions: [{ topic: topic('d'), id: 'x' }] })
    await dapp.call('irn_publish', { topic: topic('d'), message: 'after', ttl: 300 })
    await back.call('irn_batchSubscribe', { topics: [topic('e')] })
    expect(messages(back.pushes)).toEqual(['unacked'])
  })

  it('wc_proposeSession subscribes the dapp to the pairing topic; wc_approveSession the wallet to the session topic', async () => {
    const { url, published } = await relay()
    const dapp = await client(url, 'did:key:dapp')
    const wallet = await client(url, 'did:key:wallet')
    const pairing = topic('f')
    const session = topic('9')
    await dapp.call('wc_proposeSession', {
      pairingTopic: pairing,
      sessionProposal: 'proposal',
      ttl: 300,
      attestation: '',
    })
    await wallet.call('irn_subscribe', { topic: pairing })
    await vi.waitFor(() => expect(messages(wallet.pushes)).toEqual(['proposal']))
    expect(wallet.pushes[0]!.params.data.attestation).toBe('')
    await wallet.call('wc_approveSession', {
      pairingTopic: pairing,
      sessionTopic: session,
      sessionProposalResponse: 'response',
      sessionSettlementRequest: 'settle',
      ttl: 300,
    })
    await vi.waitFor(() => expect(messages(dapp.pushes)).toEqual(['response']))
    await dapp.call('irn_subscribe', { topic: session })
    await vi.waitFor(() => expect(messages(dapp.pushes)).toEqual(['response', 'settle']))
    await dapp.call('irn_publish', { topic: session, message: 'request', ttl: 300 })
    await vi.waitFor(() => expect(messages(wallet.pushes)).toEqual(['proposal', 'request']))
    expect(published().map((item) => [item.method, item.message])).toEqual([
      ['wc_proposeSession', 'proposal'],
      ['wc_approveSession', 'response'],
      ['wc_approveSession', 'settle'],
      ['irn_publish', 'request'],
    ])
  })

  it('answers unknown methods and bad params with JSON-RPC errors', async () => {
    const { url } = await relay()
    const dapp = await client(url, 'did:key:dapp')
    expect((await dapp.call('irn_nope', {})).error?.code).toBe(-32601)
    expect((await dapp.call('irn_publish', { message: 'no topic' })).error?.code).toBe(-32602)
  })

  it('drops every socket on drop() and listens on the same port after restart(), keeping stored messages', async () => {
    const started = await relay()
    const dapp = await client(started.url, 'did:key:dapp')
    await dapp.call('irn_publish', { topic: topic('g'), message: 'kept', ttl: 300 })
    expect(started.clients()).toBe(1)
    const closed = new Promise((resolve) => dapp.socket.once('close', resolve))
    started.drop()
    await closed
    await started.restart()
    const wallet = await client(started.url, 'did:key:wallet')
    await wallet.call('irn_subscribe', { topic: topic('g') })
    await vi.waitFor(() => expect(messages(wallet.pushes)).toEqual(['kept']))
    expect(started.url).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/)
  })
})

describe('relay mailbox', () => {
  it('forgets a message when its ttl runs out', () => {
    let now = 1_000_000
    const mailbox = createRelayMailbox(() => now)
    mailbox.publish({ method: 'irn_publish', topic: 't', message: 'm', tag: 0, ttl: 30, clientId: 'a' })
    now += 29_999
    expect(mailbox.pending('b', ['t'])).toHaveLength(1)
    now += 1
    expect(mailbox.pending('b', ['t'])).toEqual([])
  })
})
