import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { exportJWK, generateKeyPair } from 'jose'
import Provider, { type KoaContextWithOIDC } from 'oidc-provider'
import { createMemoryAdapter } from './createMemoryAdapter.js'
import { devIdentityUsers } from './devIdentityUsers.js'
import type { IdentityProvider } from './IdentityProvider.js'
import { renderIdpLogin } from './renderIdpLogin.js'

const SOCIALS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
const MAX_FORM_BYTES = 4_096

const readForm = (request: IncomingMessage) =>
  new Promise<URLSearchParams>((resolve, reject) => {
    let text = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => {
      text += chunk
      if (text.length > MAX_FORM_BYTES) {
        request.destroy()
        reject(new Error('Form too large'))
      }
    })
    request.on('end', () => resolve(new URLSearchParams(text)))
    request.on('error', reject)
  })

/**
 * A real OpenID Connect provider (oidc-provider) on 127.0.0.1, a free port unless `port`: one confidential client
 * per social name (client id = the name, authorization code with PKCE), a login page listing the dev users and a
 * Cancel (the provider's access_denied), no consent step. `redirectUris` are the auth services' callbacks.
 */
export async function startIdentityProvider(options: {
  /** Read when the first request comes (the auth service may start after the provider). */
  readonly redirectUris: () => readonly string[]
  readonly port?: number
}): Promise<IdentityProvider> {
  const clientSecret = 'devnet-social-secret'
  // Its own signing key for each start (ID tokens are checked against the provider's published keys).
  const { privateKey } = await generateKeyPair('RS256', { extractable: true })
  const jwks = { keys: [{ ...(await exportJWK(privateKey)), kid: 'devnet', alg: 'RS256', use: 'sig' }] }
  const server = createServer()
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  const adapter = createMemoryAdapter()
  const create = () =>
    new Provider(url, {
      adapter,
      clients: SOCIALS.map((social) => ({
        client_id: social,
        client_secret: clientSecret,
        redirect_uris: [...options.redirectUris()],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      })),
      jwks,
      pkce: { required: () => true },
      cookies: { keys: [randomBytes(32).toString('base64url')] },
      claims: { openid: ['sub'], profile: ['name', 'preferred_username'], email: ['email'] },
      conformIdTokenClaims: false,
      features: { devInteractions: { enabled: false } },
      interactions: { url: (_ctx: KoaContextWithOIDC, interaction) => `/interaction/${interaction.uid}` },
      async findAccount(_ctx, id) {
        const user = devIdentityUsers.find((item) => item.id === id)
        if (!user) return undefined
        return {
          accountId: user.id,
          claims: async () => ({
            sub: user.id,
            name: user.name,
            preferred_username: user.username,
            email: user.email,
          }),
        }
      },
      async loadExistingGrant(ctx) {
        const grantId =
          ctx.oidc.result?.consent?.grantId ?? ctx.oidc.session?.grantIdFor(ctx.oidc.client?.clientId ?? '')
        if (grantId) return ctx.oidc.provider.Grant.find(grantId)
        const grant = new ctx.oidc.provider.Grant({
          clientId: ctx.oidc.client?.clientId,
          accountId: ctx.oidc.session?.accountId,
        })
        grant.addOIDCScope('openid profile email')
        await grant.save()
        return grant
      },
    })
  let made: { provider: Provider; oidc: ReturnType<Provider['callback']> } | undefined
  const providerOnce = () => {
    if (!made) {
      const provider = create()
      made = { provider, oidc: provider.callback() }
    }
    return made
  }
  const interaction = async (request: IncomingMessage, response: ServerResponse) => {
    const { provider } = providerOnce()
    const details = await provider.interactionDetails(request, response)
    if (request.method === 'GET') {
      const client = String(details.params.client_id ?? '')
      response.writeHead(200, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        // No form-action: Chromium applies it to the redirects after the post too (on to the auth service's callback).
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
      })
      response.end(renderIdpLogin(client, `/interaction/${details.uid}`))
      return
    }
    const form = await readForm(request)
    const user = devIdentityUsers.find((item) => item.id === form.get('user'))
    const result = user
      ? { login: { accountId: user.id } }
      : { error: 'access_denied', error_description: 'The user cancelled the sign-in' }
    await provider.interactionFinished(request, response, result, { mergeWithLastSubmission: false })
  }
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (/^\/interaction\/[A-Za-z0-9_-]+$/.test((request.url ?? '').split('?')[0] ?? '')) {
      interaction(request, response).catch(() => {
        if (!response.headersSent) response.writeHead(400, { 'content-type': 'text/plain' })
        response.end('This sign-in expired: start again')
      })
      return
    }
    providerOnce().oidc(request, response)
  })
  let stopped: Promise<void> | undefined
  return {
    url,
    clientSecret,
    issuerOf: () => url,
    stop: () =>
      (stopped ??= new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      })),
  }
}
