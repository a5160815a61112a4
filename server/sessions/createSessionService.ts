import { randomBytes, randomUUID, webcrypto } from 'node:crypto'
import { jwtVerify, SignJWT } from 'jose'
import type { ServerLogger } from '../ServerLogger.js'
import type { SiwxStore } from '../storage/SiwxStore.js'
import type { StoredSession } from '../storage/StoredSession.js'
import { checkSessionMessage } from './checkSessionMessage.js'
import { createEip155Verifier } from './createEip155Verifier.js'
import type { SessionAnswer } from './SessionAnswer.js'
import type { SessionOptions } from './SessionOptions.js'
import type { SessionService } from './SessionService.js'
import type { SignatureVerifier } from './SignatureVerifier.js'
import { verifyBip122Signature } from './verifyBip122Signature.js'
import { verifyCosmosSignature } from './verifyCosmosSignature.js'
import { verifyPolkadotSignature } from './verifyPolkadotSignature.js'
import { verifySolanaSignature } from './verifySolanaSignature.js'

const DAY_MS = 86_400_000
const ISSUER = 'gangway'
const SECRET_NAME = 'siwx-session-jwt'
const VERIFY_DEADLINE_MS = 15_000

/** The key an address is stored under: eip155 addresses compare without case. */
const addressKey = (address: string) =>
  /^0x[0-9a-fA-F]{40}$/.test(address) ? address.toLowerCase() : address

const toAnswer = (session: StoredSession): SessionAnswer => ({
  id: session.id,
  data: session.data,
  message: session.message,
  signature: session.signature,
  ...(session.cacao === undefined ? {} : { cacao: session.cacao }),
  expiresAt: session.expiresAt === undefined ? null : new Date(session.expiresAt).toISOString(),
})

/** The SIWX session service over the server's store: every signature checked here before anything is kept. */
export function createSessionService(
  store: SiwxStore,
  options: SessionOptions,
  logger: ServerLogger,
): SessionService {
  if (options.secret !== undefined && (typeof options.secret !== 'string' || options.secret.length < 32))
    throw new Error('sessions.secret: at least 32 characters')
  const maxAgeMs = options.maxAgeMs ?? 7 * DAY_MS
  const nonceTtlMs = options.nonceTtlMs ?? 5 * 60_000
  const skewMs = options.clockSkewMs ?? 5 * 60_000
  const verifiers: Readonly<Record<string, SignatureVerifier | undefined>> = {
    eip155: createEip155Verifier(options.rpcUrls ?? {}),
    solana: verifySolanaSignature,
    polkadot: verifyPolkadotSignature,
    bip122: verifyBip122Signature,
    cosmos: verifyCosmosSignature,
    ...options.verifiers,
  }
  const namespaces = new Set(Object.keys(verifiers).filter((namespace) => verifiers[namespace]))
  const chains = options.chains && new Set(options.chains)
  let key: Promise<webcrypto.CryptoKey> | undefined
  const secret = () => {
    key ??= (
      options.secret !== undefined
        ? Promise.resolve(options.secret)
        : store.secret(SECRET_NAME, () => randomBytes(32).toString('base64url'))
    ).then((text) =>
      webcrypto.subtle.importKey('raw', Buffer.from(text, 'utf8'), { name: 'HMAC', hash: 'SHA-256' }, false, [
        'sign',
        'verify',
      ]),
    )
    return key
  }

  const verifyToken: SessionService['verifyToken'] = async (token, verifyOptions = {}) => {
    if (typeof token !== 'string' || token.length > 4_096) return undefined
    try {
      const { payload } = await jwtVerify(token, await secret(), {
        issuer: ISSUER,
        algorithms: ['HS256'],
        ...(verifyOptions.projectId === undefined ? {} : { audience: verifyOptions.projectId }),
      })
      if (typeof payload.jti !== 'string' || typeof payload.exp !== 'number') return undefined
      const session = await store.session(payload.jti)
      if (!session || session.revokedAt !== undefined) return undefined
      if (session.expiresAt !== undefined && session.expiresAt <= Date.now()) return undefined
      return {
        projectId: session.projectId,
        sessionId: session.id,
        chainId: session.chainId,
        address: session.address,
        expiresAt: payload.exp * 1000,
      }
    } catch {
      return undefined
    }
  }

  return {
    async issueNonce(projectId) {
      const nonce = randomBytes(16).toString('hex')
      const expiresAt = Date.now() + nonceTtlMs
      await store.addNonce(projectId, nonce, expiresAt)
      return { nonce, expiresAt: new Date(expiresAt).toISOString() }
    },

    async create(project, request, where) {
      const now = Date.now()
      const refused = checkSessionMessage(request, {
        project,
        origin: where.origin,
        ownOrigin: where.ownOrigin,
        chains,
        namespaces,
        now,
        skewMs,
      })
      if (refused) return refused
      const { data } = request
      const nonce = await store.nonce(project.id, data.nonce)
      if (!nonce) return { status: 400, reason: 'Unknown nonce: ask the server for one' }
      if (nonce.used) return { status: 409, reason: 'Nonce already used' }
      if (nonce.expiresAt <= now) return { status: 400, reason: 'Nonce expired' }
      const verify = verifiers[data.chainId.slice(0, data.chainId.indexOf(':'))] as SignatureVerifier
      let valid: boolean
      try {
        valid = await verify({
          message: request.message,
          signature: request.signature,
          address: data.accountAddress,
          chainId: data.chainId,
          ...(request.publicKey === undefined ? {} : { publicKey: request.publicKey }),
          signal: AbortSignal.any([where.signal, AbortSignal.timeout(VERIFY_DEADLINE_MS)]),
        })
      } catch (error) {
        logger.error(`siwx: checking a ${data.chainId} signature failed`, error)
        return { status: 502, reason: 'Signature check unavailable' }
      }
      if (!valid) return { status: 401, reason: 'Invalid signature' }
      const messageExpiry = data.expirationTime === undefined ? undefined : Date.parse(data.expirationTime)
      const session = {
        id: randomUUID(),
        projectId: project.id,
        chainId: data.chainId,
        address: data.accountAddress,
        data: { ...data },
        message: request.message,
        signature: request.signature,
        ...(request.cacao === undefined ? {} : { cacao: request.cacao }),
        expiresAt: messageExpiry ?? now + maxAgeMs,
      }
      if (!(await store.addSession(session, data.nonce, addressKey(data.accountAddress))))
        return { status: 409, reason: 'Nonce already used' }
      const token = await new SignJWT({ chainId: data.chainId, address: data.accountAddress })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuer(ISSUER)
        .setAudience(project.id)
        .setSubject(`${data.chainId}:${data.accountAddress}`)
        .setJti(session.id)
        .setIssuedAt(Math.floor(now / 1000))
        .setExpirationTime(Math.floor(Math.min(session.expiresAt, now + maxAgeMs) / 1000))
        .sign(await secret())
      return { session: toAnswer({ ...session, createdAt: now, revokedAt: undefined }), token }
    },

    async list(projectId, address, chainId) {
      return (await store.sessions(projectId, addressKey(address), chainId)).map(toAnswer)
    },

    async revoke(projectId, address, token, chainId) {
      const claims = await verifyToken(token, { projectId })
      if (!claims) return { status: 401, reason: 'Invalid session token' }
      if (addressKey(claims.address) !== addressKey(address))
        return { status: 403, reason: 'The token is for another address' }
      return { revoked: await store.revoke(projectId, addressKey(address), chainId) }
    },

    verifyToken,
  }
}
