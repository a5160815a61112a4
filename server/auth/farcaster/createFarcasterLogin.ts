import { createHash, randomBytes } from 'node:crypto'
import { originMatches } from '../../http/originMatches.js'
import type { ServerLogger } from '../../ServerLogger.js'
import { AuthRefusal } from '../AuthRefusal.js'
import type { AuthService } from '../AuthService.js'
import { socialIdentity } from '../social/socialIdentity.js'
import { createSiwfVerifier } from './createSiwfVerifier.js'
import type { FarcasterLogin, FarcasterStatus } from './FarcasterLogin.js'
import type { FarcasterOptions } from './FarcasterOptions.js'
import { readSiwfAnswer } from './readSiwfAnswer.js'

const DEVICE_ID = /^[A-Za-z0-9_-]{16,128}$/
const TOKEN = /^[A-Za-z0-9_-]{43}$/
const MAX_CHANNELS = 10_000
const MAX_URL_CHARS = 2_048

interface Channel {
  readonly projectId: string
  readonly device: string
  readonly nonce: string
  readonly domain: string
  readonly siweUri: string
  readonly expiresAt: number
  state: 'pending' | 'verifying' | 'rejected' | 'completed'
  result?: { readonly fid: number; readonly userName: string }
  readonly waiters: Set<() => void>
}

const digest = (value: string) => createHash('sha256').update(value).digest('base64url')

/**
 * Sign In With Farcaster over channels kept in memory (one server): the frame opens one (a random token and
 * nonce, bound to its device and page origin, expiring), the Farcaster app answers it with the SIWF message signed
 * by the fid's custody key, checked here by @farcaster/auth-client against the ID Registry; the frame's status
 * request then signs the fid's user in once (`farcaster` social identity: the same fid, the same accounts).
 */
export function createFarcasterLogin(
  options: FarcasterOptions,
  auth: Pick<AuthService, 'signInIdentity'>,
  logger: ServerLogger,
  now: () => number = Date.now,
): FarcasterLogin {
  const channelTtlMs = options.channelTtlMs ?? 300_000
  const statusWaitMs = options.statusWaitMs ?? 20_000
  const connectUrl = new URL(options.connectUrl ?? 'https://farcaster.xyz/~/siwf')
  const profileUrl = options.profileUrl ?? 'https://farcaster.xyz/'
  const verify = createSiwfVerifier(options.rpcUrl, options.verifyTimeoutMs ?? 15_000)
  const channels = new Map<string, Channel>()

  const prune = () => {
    const time = now()
    for (const [key, item] of channels)
      if (item.expiresAt + statusWaitMs <= time && item.waiters.size === 0) channels.delete(key)
    if (channels.size >= MAX_CHANNELS)
      throw new AuthRefusal(429, 'Too many sign-ins in progress: try again later')
  }
  const keyOf = (value: unknown) => {
    if (typeof value !== 'string' || !TOKEN.test(value)) throw new AuthRefusal(400, 'Invalid channel token')
    return digest(value)
  }
  const deviceOf = (value: unknown) => {
    if (typeof value !== 'string' || !DEVICE_ID.test(value)) throw new AuthRefusal(400, 'Invalid device id')
    return digest(value)
  }
  const wake = (channel: Channel) => {
    for (const waiter of channel.waiters) waiter()
  }
  const openChannel = (projectId: string, token: unknown) => {
    const channel = channels.get(keyOf(token))
    if (!channel || channel.projectId !== projectId) throw new AuthRefusal(404, 'Unknown Farcaster sign-in')
    if (channel.expiresAt <= now()) throw new AuthRefusal(400, 'This Farcaster sign-in expired: start again')
    if (channel.state !== 'pending') throw new AuthRefusal(409, 'This Farcaster sign-in was answered already')
    return channel
  }
  const waitForChange = (channel: Channel, signal?: AbortSignal) =>
    new Promise<void>((resolve) => {
      const done = () => {
        clearTimeout(timer)
        channel.waiters.delete(done)
        signal?.removeEventListener('abort', done)
        resolve()
      }
      const timer = setTimeout(done, Math.max(0, Math.min(statusWaitMs, channel.expiresAt - now())))
      channel.waiters.add(done)
      signal?.addEventListener('abort', done)
    })

  return {
    async channel({ projectId, allowedOrigins, deviceId, origin }) {
      const device = deviceOf(deviceId)
      let page: URL
      try {
        if (typeof origin !== 'string' || origin.length > MAX_URL_CHARS) throw new Error()
        page = new URL(origin)
      } catch {
        throw new AuthRefusal(400, 'Invalid origin')
      }
      if (!/^https?:$/.test(page.protocol) || !originMatches(page.origin, allowedOrigins))
        throw new AuthRefusal(400, 'Invalid origin')
      prune()
      const channelToken = randomBytes(32).toString('base64url')
      const nonce = randomBytes(12).toString('hex')
      const expiresAt = now() + channelTtlMs
      channels.set(digest(channelToken), {
        projectId,
        device,
        nonce,
        domain: page.host,
        siweUri: page.origin,
        expiresAt,
        state: 'pending',
        waiters: new Set(),
      })
      const url = new URL(connectUrl)
      url.searchParams.set('channelToken', channelToken)
      url.searchParams.set('nonce', nonce)
      url.searchParams.set('domain', page.host)
      url.searchParams.set('siweUri', page.origin)
      url.searchParams.set('expirationTime', new Date(expiresAt).toISOString())
      return { channelToken, url: url.href, nonce, domain: page.host, siweUri: page.origin, expiresAt }
    },

    async status({ projectId, deviceId, channelToken, signal }): Promise<FarcasterStatus> {
      const device = deviceOf(deviceId)
      const key = keyOf(channelToken)
      const channel = channels.get(key)
      if (!channel || channel.projectId !== projectId || channel.device !== device)
        throw new AuthRefusal(404, 'Unknown Farcaster sign-in')
      if (channel.state === 'pending' || channel.state === 'verifying') {
        if (channel.expiresAt > now()) await waitForChange(channel, signal)
        if (channel.state === 'pending' || channel.state === 'verifying')
          return { state: channel.expiresAt <= now() ? 'expired' : 'pending' }
      }
      // Two status requests woken together: only the first takes the answer.
      if (channels.get(key) !== channel) throw new AuthRefusal(404, 'Unknown Farcaster sign-in')
      channels.delete(key)
      if (channel.state === 'rejected' || !channel.result) return { state: 'rejected' }
      const { fid, userName } = channel.result
      const session = await auth.signInIdentity(projectId, socialIdentity('farcaster', String(fid)), deviceId)
      return {
        state: 'completed',
        ...session,
        fid,
        userName,
        farcasterUrl: /^[a-z0-9][a-z0-9.-]*$/.test(userName) ? `${profileUrl}${userName}` : null,
      }
    },

    async authenticate(projectId, body) {
      const channel = openChannel(projectId, body.channelToken)
      const answer = readSiwfAnswer(body)
      channel.state = 'verifying'
      try {
        const facts = await verify({
          nonce: channel.nonce,
          domain: channel.domain,
          message: answer.message,
          signature: answer.signature,
        })
        if (facts.fid !== answer.fid)
          throw new Error(`fid ${answer.fid} is not the message's fid ${facts.fid}`)
        if (facts.uri !== channel.siweUri && facts.uri !== `${channel.siweUri}/`)
          throw new Error(`URI ${facts.uri} is not ${channel.siweUri}`)
        if (channel.expiresAt <= now())
          throw new AuthRefusal(400, 'This Farcaster sign-in expired: start again')
        channel.result = { fid: facts.fid, userName: answer.username ?? `fid:${facts.fid}` }
        channel.state = 'completed'
        wake(channel)
        return { state: 'completed' as const }
      } catch (error) {
        channel.state = 'pending'
        if (error instanceof AuthRefusal) throw error
        const reason = error instanceof Error ? error.message : String(error)
        logger.warn(`farcaster: sign-in refused: ${reason}`)
        throw new AuthRefusal(401, 'The Farcaster signature was refused')
      }
    },

    async reject(projectId, body) {
      const channel = openChannel(projectId, body.channelToken)
      channel.state = 'rejected'
      wake(channel)
      return { state: 'rejected' as const }
    },
  }
}
