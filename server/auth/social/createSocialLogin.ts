import { createHash, randomBytes } from 'node:crypto'
import * as oidc from 'openid-client'
import { originMatches } from '../../http/originMatches.js'
import type { ServerLogger } from '../../ServerLogger.js'
import { AuthRefusal } from '../AuthRefusal.js'
import type { AuthService } from '../AuthService.js'
import type { SocialLogin } from './SocialLogin.js'
import type { SocialOptions } from './SocialOptions.js'
import { socialIdentity } from './socialIdentity.js'

const DEVICE_ID = /^[A-Za-z0-9_-]{16,128}$/
const TOKEN = /^[A-Za-z0-9_-]{43}$/
const MAX_PENDING = 10_000
const RESULT_TTL_MS = 120_000
const MAX_URL_CHARS = 2_048

interface Pending {
  readonly projectId: string
  readonly provider: string
  readonly device: string
  readonly verifier: string
  readonly nonce: string
  readonly returnUrl: string
  readonly resultBase: string
  readonly expiresAt: number
}

interface Result {
  readonly projectId: string
  readonly device: string
  readonly expiresAt: number
  readonly outcome:
    | { readonly ok: true; readonly provider: string; readonly subject: string; readonly userName: string }
    | { readonly ok: false }
}

const digest = (value: string) => createHash('sha256').update(value).digest('base64url')
const random = () => randomBytes(32).toString('base64url')
const isLoopback = (url: URL) => ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname)

/**
 * Social sign-in through `options.providers` (OpenID Connect, discovered from each issuer): authorization code
 * with PKCE (S256), a state and a nonce per sign-in, the ID token checked by openid-client (signature from the
 * provider's keys, issuer, audience, expiry, nonce). Sign-ins in progress and their results are kept in memory
 * (one server): a result is used once, on the device that started it, within two minutes.
 */
export function createSocialLogin(
  options: SocialOptions,
  auth: Pick<AuthService, 'signInIdentity'>,
  logger: ServerLogger,
  now: () => number = Date.now,
): SocialLogin {
  const loginTtlMs = options.loginTtlMs ?? 600_000
  const pending = new Map<string, Pending>()
  const results = new Map<string, Result>()
  const servers = new Map<string, Promise<oidc.ServerMetadata>>()

  const prune = () => {
    const time = now()
    for (const [key, item] of pending) if (item.expiresAt <= time) pending.delete(key)
    for (const [key, item] of results) if (item.expiresAt <= time) results.delete(key)
    if (pending.size >= MAX_PENDING || results.size >= MAX_PENDING)
      throw new AuthRefusal(429, 'Too many sign-ins in progress: try again later')
  }
  const providerOf = (value: unknown) => {
    const settings = typeof value === 'string' ? options.providers[value] : undefined
    if (!settings || !Object.hasOwn(options.providers, value as string))
      throw new AuthRefusal(400, 'This social login is not available')
    return { name: value as string, settings }
  }
  const configOf = async (name: string, redirectUri?: string) => {
    const settings = options.providers[name]
    if (!settings) throw new AuthRefusal(400, 'This social login is not available')
    const issuer = new URL(settings.issuer)
    let server = servers.get(name)
    if (!server) {
      server = oidc
        .discovery(issuer, settings.clientId, settings.clientSecret, undefined, {
          execute: isLoopback(issuer) ? [oidc.allowInsecureRequests] : [],
          timeout: 10,
        })
        .then((config) => config.serverMetadata())
      servers.set(name, server)
      server.catch(() => servers.delete(name))
    }
    const metadata = await server.catch((error: unknown) => {
      logger.error(`social login: discovery of ${name} failed`, error)
      throw new AuthRefusal(502, 'Failed to initiate social connection')
    })
    const config = new oidc.Configuration(metadata, settings.clientId, {
      client_secret: settings.clientSecret,
      [oidc.clockSkew]: Math.round((now() - Date.now()) / 1000),
    })
    if (isLoopback(issuer)) oidc.allowInsecureRequests(config)
    // openid-client sends the callback URL without its query as redirect_uri; ours has ?projectId (the
    // server's routes need it), and the provider compares it exactly with the authorization request's.
    if (redirectUri)
      config[oidc.customFetch] = (url, init) => {
        if (url === metadata.token_endpoint && init.body instanceof URLSearchParams)
          init.body.set('redirect_uri', redirectUri)
        return fetch(url, init as RequestInit)
      }
    return config
  }
  const deviceOf = (value: unknown) => {
    if (typeof value !== 'string' || !DEVICE_ID.test(value)) throw new AuthRefusal(400, 'Invalid device id')
    return digest(value)
  }
  const withResult = (pendingItem: Pending, outcome: Result['outcome']) => {
    const token = random()
    results.set(digest(token), {
      projectId: pendingItem.projectId,
      device: pendingItem.device,
      expiresAt: now() + RESULT_TTL_MS,
      outcome,
    })
    const back = new URL(pendingItem.returnUrl)
    back.searchParams.set('result_uri', `${pendingItem.resultBase}?token=${token}`)
    return back.href
  }

  return {
    async start({ projectId, allowedOrigins, provider, deviceId, returnUrl, callbackUrl, resultBase }) {
      const { name } = providerOf(provider)
      const device = deviceOf(deviceId)
      let back: URL
      try {
        if (typeof returnUrl !== 'string' || returnUrl.length > MAX_URL_CHARS) throw new Error()
        back = new URL(returnUrl)
      } catch {
        throw new AuthRefusal(400, 'Invalid return URL')
      }
      if (!/^https?:$/.test(back.protocol) || !originMatches(back.origin, allowedOrigins))
        throw new AuthRefusal(400, 'Invalid return URL')
      back.searchParams.delete('result_uri')
      back.hash = ''
      const config = await configOf(name)
      prune()
      const state = random()
      const nonce = random()
      const verifier = oidc.randomPKCECodeVerifier()
      pending.set(state, {
        projectId,
        provider: name,
        device,
        verifier,
        nonce,
        returnUrl: back.href,
        resultBase,
        expiresAt: now() + loginTtlMs,
      })
      const uri = oidc.buildAuthorizationUrl(config, {
        redirect_uri: callbackUrl,
        scope: 'openid profile email',
        response_type: 'code',
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      })
      return { uri: uri.href }
    },

    async callback(url, callbackUrl, projectId) {
      const state = url.searchParams.get('state') ?? ''
      const item = pending.get(state)
      pending.delete(state)
      if (!item || item.expiresAt <= now() || item.projectId !== projectId)
        throw new AuthRefusal(400, 'This sign-in expired or was used already: start again')
      try {
        const config = await configOf(item.provider, callbackUrl)
        const tokens = await oidc.authorizationCodeGrant(config, url, {
          pkceCodeVerifier: item.verifier,
          expectedState: state,
          expectedNonce: item.nonce,
          idTokenExpected: true,
        })
        const claims = tokens.claims()
        if (!claims?.sub) throw new Error('ID token without a subject')
        const name = [claims.preferred_username, claims.name, claims.email].find(
          (value): value is string => typeof value === 'string' && value.length > 0,
        )
        return withResult(item, {
          ok: true,
          provider: item.provider,
          subject: claims.sub,
          userName: (name ?? claims.sub).slice(0, 100),
        })
      } catch (error) {
        logger.warn(
          `social login: ${item.provider} sign-in refused: ${error instanceof Error ? error.message : String(error)}`,
        )
        return withResult(item, { ok: false })
      }
    },

    async finish({ projectId, resultUri, deviceId, resultBase }) {
      const device = deviceOf(deviceId)
      let token = ''
      try {
        if (typeof resultUri !== 'string' || resultUri.length > MAX_URL_CHARS) throw new Error()
        const url = new URL(resultUri)
        if (`${url.origin}${url.pathname}` !== resultBase) throw new Error()
        token = url.searchParams.get('token') ?? ''
      } catch {}
      if (!TOKEN.test(token)) throw new AuthRefusal(400, 'Invalid result')
      const key = digest(token)
      const result = results.get(key)
      if (!result || result.expiresAt <= now() || result.projectId !== projectId || result.device !== device)
        throw new AuthRefusal(400, 'This sign-in expired or was used already: start again')
      results.delete(key)
      if (!result.outcome.ok) throw new AuthRefusal(400, 'Failed to initiate social connection')
      const { provider, subject, userName } = result.outcome
      const session = await auth.signInIdentity(projectId, socialIdentity(provider, subject), deviceId)
      return { ...session, userName, provider }
    },
  }
}
