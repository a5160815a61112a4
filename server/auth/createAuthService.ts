import { randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto'
import type { ServerLogger } from '../ServerLogger.js'
import type { AuthStore } from '../storage/AuthStore.js'
import type { StoredAuthCode } from '../storage/StoredAuthCode.js'
import type { StoredAuthUser } from '../storage/StoredAuthUser.js'
import type { AuthOptions } from './AuthOptions.js'
import { AuthRefusal } from './AuthRefusal.js'
import type { AuthService } from './AuthService.js'
import type { AuthSession } from './AuthSession.js'
import { keyedHash } from './keyedHash.js'
import type { Mailer } from './Mailer.js'
import { normalizeEmail } from './normalizeEmail.js'
import { parseAccounts } from './parseAccounts.js'

const HOUR_MS = 3_600_000
const DEVICE_ID = /^[A-Za-z0-9_-]{16,128}$/
const OTP = /^\d{6}$/
const MAX_BLOB_CHARS = 16_384
const POLL_MS = 500
const ALL_KINDS = ['login', 'device', 'device-login', 'primary', 'secondary']

const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms)
    signal?.addEventListener('abort', () => {
      clearTimeout(timer)
      resolve()
    })
  })

const same = (a: string, b: string) => {
  const left = Buffer.from(a)
  const right = Buffer.from(b)
  return left.length === right.length && timingSafeEqual(left, right)
}

/**
 * The auth rules over `store`, mailing through `mailer`: 6-digit codes (keyed hashes only, expiring, a few tries
 * each, single use), a cooldown and an hourly cap of mails per address, device approval by a mailed link,
 * sessions, the users' accounts and key blobs, and the e-mail change with a code to each address.
 */
export function createAuthService(
  store: AuthStore,
  mailer: Mailer,
  options: AuthOptions,
  logger: ServerLogger,
): AuthService {
  const now = options.now ?? Date.now
  const codeTtlMs = options.codeTtlMs ?? 600_000
  const maxAttempts = options.maxAttempts ?? 5
  const cooldownMs = options.cooldownMs ?? 30_000
  const mailsPerHour = options.mailsPerHour ?? 10
  const sessionTtlMs = options.sessionTtlMs ?? 30 * 24 * HOUR_MS
  const linkTtlMs = options.deviceLinkTtlMs ?? 15 * 60_000
  const deviceWaitMs = options.deviceWaitMs ?? 25_000
  let secret: Promise<string> | undefined
  const hash = async (label: string, value: string) => {
    secret ??= store.secret(options.secret)
    return keyedHash(await secret, label, value)
  }
  const locks = new Map<string, Promise<unknown>>()
  const serial = <T>(key: string, run: () => Promise<T>): Promise<T> => {
    const result = (locks.get(key) ?? Promise.resolve()).then(run)
    const settled = result.catch(() => {})
    locks.set(key, settled)
    void settled.then(() => {
      if (locks.get(key) === settled) locks.delete(key)
    })
    return result
  }

  const emailOf = (value: unknown) => {
    const email = normalizeEmail(value)
    if (!email) throw new AuthRefusal(400, 'Invalid e-mail')
    return email
  }
  const deviceOf = (value: unknown) => {
    if (typeof value !== 'string' || !DEVICE_ID.test(value)) throw new AuthRefusal(400, 'Invalid device id')
    return hash('device', value)
  }
  const tryAgain = (ms: number) => {
    const seconds = Math.max(1, Math.ceil(ms / 1000))
    return new AuthRefusal(429, `Please try again after ${seconds} seconds`, seconds)
  }
  const mail = async (
    projectId: string,
    to: string,
    kind: string,
    withCooldown: boolean,
    content: { subject: string; text: string; html: string },
  ) => {
    const time = now()
    const sent = await store.mails.since(projectId, to, time - HOUR_MS, ALL_KINDS)
    const last = sent[0]
    if (withCooldown && last !== undefined && time - last < cooldownMs)
      throw tryAgain(cooldownMs - (time - last))
    const oldest = sent[mailsPerHour - 1]
    if (oldest !== undefined) throw tryAgain(oldest + HOUR_MS - time)
    await store.mails.record(projectId, to, kind, time)
    try {
      await mailer.send({ to, ...content })
    } catch (error) {
      logger.error(`auth: mail to ${to} failed`, error)
      throw new AuthRefusal(502, 'Could not send the e-mail: try again later')
    }
  }
  const sendCode = async (
    code: Pick<StoredAuthCode, 'projectId' | 'email' | 'purpose' | 'userId' | 'newEmail' | 'deviceHash'>,
    kind: string,
    withCooldown: boolean,
  ) => {
    const digits = randomInt(0, 1_000_000).toString().padStart(6, '0')
    const id = randomUUID()
    const time = now()
    const minutes = Math.round(codeTtlMs / 60_000)
    const what =
      code.purpose === 'login'
        ? 'sign in'
        : code.purpose === 'primary'
          ? 'confirm the e-mail change'
          : 'confirm your new e-mail'
    await mail(code.projectId, code.email, kind, withCooldown, {
      subject: `${digits} is your code`,
      text: `Your code to ${what} is ${digits}. It expires in ${minutes} minutes. If you did not ask for it, ignore this e-mail.`,
      html: `<p>Your code to ${what} is</p><p style="font-size:24px;letter-spacing:4px"><b>${digits}</b></p><p>It expires in ${minutes} minutes. If you did not ask for it, ignore this e-mail.</p>`,
    })
    await store.codes.insert({
      ...code,
      id,
      codeHash: await hash(`code:${id}`, digits),
      createdAt: time,
      expiresAt: time + codeTtlMs,
    })
  }
  const checkCode = async (
    code: StoredAuthCode | undefined,
    otp: unknown,
    owner: (code: StoredAuthCode) => boolean,
  ) => {
    if (typeof otp !== 'string' || !OTP.test(otp)) throw new AuthRefusal(400, 'Invalid code')
    if (!code) throw new AuthRefusal(400, 'No code was sent: request one')
    if (code.usedAt !== null) throw new AuthRefusal(400, 'This code was used already: request a new one')
    if (code.expiresAt <= now()) throw new AuthRefusal(400, 'This code has expired: request a new one')
    const attempt = await store.codes.takeAttempt(code.id, maxAttempts)
    if (attempt === undefined) throw new AuthRefusal(429, 'Too many attempts: request a new code')
    if (!owner(code) || !same(code.codeHash, await hash(`code:${code.id}`, otp))) {
      const left = maxAttempts - attempt
      throw left > 0
        ? new AuthRefusal(400, `Invalid code: ${left} ${left === 1 ? 'try' : 'tries'} left`)
        : new AuthRefusal(429, 'Too many attempts: request a new code')
    }
    if (!(await store.codes.use(code.id, now())))
      throw new AuthRefusal(400, 'This code was used already: request a new one')
  }
  const sessionOf = async (projectId: string, user: StoredAuthUser): Promise<AuthSession> => ({
    user: { email: user.email.includes('@') ? user.email : null, accounts: user.accounts },
    keyBlob: user.keyBlob,
    keyShare: await hash('key-share', `${projectId}:${user.id}`),
  })
  const signedIn = async (projectId: string, token: string | undefined) => {
    if (!token) throw new AuthRefusal(401, 'Not signed in')
    const session = await store.sessions.get(await hash('session', token), now())
    const user = session && (await store.users.byId(session.userId))
    if (!session || !user || user.projectId !== projectId)
      throw new AuthRefusal(401, 'Session expired: sign in again')
    return { session, user }
  }

  return {
    connect: ({ projectId, email: rawEmail, deviceId, token, linkBase }) => {
      const email = emailOf(rawEmail)
      return serial(`${projectId}\0${email}`, async () => {
        const deviceHash = await deviceOf(deviceId)
        const user = await store.users.byEmail(projectId, email)
        if (user && token) {
          const session = await store.sessions.get(await hash('session', token), now())
          if (session?.userId === user.id && session.deviceHash === deviceHash)
            return { action: 'CONNECT' as const }
        }
        if (user && !(await store.devices.isApproved(user.id, deviceHash))) {
          const link = randomBytes(24).toString('base64url')
          const url = new URL(linkBase)
          url.searchParams.set('projectId', projectId)
          url.searchParams.set('token', link)
          await mail(projectId, email, 'device', true, {
            subject: 'Approve this device',
            text: `A sign-in to your wallet was asked from a new device. To approve it, open ${url.href} (valid for ${Math.round(linkTtlMs / 60_000)} minutes). If it was not you, ignore this e-mail.`,
            html: `<p>A sign-in to your wallet was asked from a new device.</p><p><a href="${url.href}">Approve this device</a> (valid for ${Math.round(linkTtlMs / 60_000)} minutes).</p><p>If it was not you, ignore this e-mail.</p>`,
          })
          await store.links.insert(await hash('link', link), user.id, deviceHash, now() + linkTtlMs)
          return { action: 'VERIFY_DEVICE' as const }
        }
        await sendCode(
          { projectId, email, purpose: 'login', userId: user?.id ?? null, newEmail: null, deviceHash },
          'login',
          true,
        )
        return { action: 'VERIFY_OTP' as const }
      })
    },
    async device({ projectId, email: rawEmail, deviceId, signal }) {
      const email = emailOf(rawEmail)
      const deviceHash = await deviceOf(deviceId)
      const user = await store.users.byEmail(projectId, email)
      if (!user) throw new AuthRefusal(404, 'Unknown e-mail: start again')
      const deadline = performance.now() + deviceWaitMs
      for (;;) {
        if (await store.devices.isApproved(user.id, deviceHash)) {
          await serial(`${projectId}\0${email}`, () =>
            sendCode(
              { projectId, email, purpose: 'login', userId: user.id, newEmail: null, deviceHash },
              'device-login',
              false,
            ),
          )
          return { action: 'VERIFY_OTP' }
        }
        if (signal?.aborted || performance.now() >= deadline) return { action: 'VERIFY_DEVICE' }
        await sleep(POLL_MS, signal)
      }
    },
    async verifyOtp({ projectId, email: rawEmail, deviceId, otp }) {
      const email = emailOf(rawEmail)
      const deviceHash = await deviceOf(deviceId)
      await checkCode(
        await store.codes.latest(projectId, email, 'login'),
        otp,
        (code) => code.deviceHash === deviceHash,
      )
      const user = await store.users.ensure(projectId, email, now())
      await store.devices.approve(user.id, deviceHash, now())
      const token = randomBytes(32).toString('base64url')
      await store.sessions.insert(
        await hash('session', token),
        user.id,
        deviceHash,
        now(),
        now() + sessionTtlMs,
      )
      return { token, ...(await sessionOf(projectId, user)) }
    },
    async signInIdentity(projectId, identity, deviceId) {
      if (identity.includes('@')) throw new AuthRefusal(400, 'Invalid identity')
      const deviceHash = await deviceOf(deviceId)
      const user = await store.users.ensure(projectId, identity, now())
      await store.devices.approve(user.id, deviceHash, now())
      const token = randomBytes(32).toString('base64url')
      await store.sessions.insert(
        await hash('session', token),
        user.id,
        deviceHash,
        now(),
        now() + sessionTtlMs,
      )
      return { token, ...(await sessionOf(projectId, user)) }
    },
    isLinkOpen: async (linkToken) => store.links.isOpen(await hash('link', linkToken), now()),
    async approveDevice(linkToken) {
      const link = await store.links.use(await hash('link', linkToken), now())
      if (!link) return false
      await store.devices.approve(link.userId, link.deviceHash, now())
      return true
    },
    async session(projectId, token) {
      const { user } = await signedIn(projectId, token)
      return sessionOf(projectId, user)
    },
    async setKeys(projectId, token, rawAccounts, keyBlob) {
      const { user } = await signedIn(projectId, token)
      const accounts = parseAccounts(rawAccounts)
      if (!accounts) throw new AuthRefusal(400, 'Invalid accounts')
      if (typeof keyBlob !== 'string' || keyBlob.length === 0 || keyBlob.length > MAX_BLOB_CHARS)
        throw new AuthRefusal(400, 'Invalid key blob')
      if (!(await store.users.setKeys(user.id, accounts, keyBlob)))
        throw new AuthRefusal(409, 'The accounts are set already')
      return sessionOf(projectId, { ...user, accounts, keyBlob })
    },
    async signOut(token) {
      if (token) await store.sessions.remove(await hash('session', token))
    },
    async updateEmail(projectId, token, rawEmail) {
      const { user } = await signedIn(projectId, token)
      if (!user.email.includes('@')) throw new AuthRefusal(400, 'This account signs in with a social login')
      const email = emailOf(rawEmail)
      if (email === user.email) throw new AuthRefusal(400, 'This is your e-mail already')
      if (await store.users.byEmail(projectId, email)) throw new AuthRefusal(409, 'This e-mail is in use')
      await serial(`${projectId}\0${user.email}`, () =>
        sendCode(
          {
            projectId,
            email: user.email,
            purpose: 'primary',
            userId: user.id,
            newEmail: email,
            deviceHash: null,
          },
          'primary',
          true,
        ),
      )
      return { action: 'VERIFY_PRIMARY_OTP' }
    },
    async verifyPrimaryOtp(projectId, token, otp) {
      const { user } = await signedIn(projectId, token)
      const code = await store.codes.latest(projectId, user.email, 'primary')
      await checkCode(code, otp, (found) => found.userId === user.id)
      const newEmail = code?.newEmail
      if (!newEmail) throw new AuthRefusal(400, 'No e-mail change was asked')
      await serial(`${projectId}\0${newEmail}`, () =>
        sendCode(
          { projectId, email: newEmail, purpose: 'secondary', userId: user.id, newEmail, deviceHash: null },
          'secondary',
          false,
        ),
      )
      return { action: 'VERIFY_SECONDARY_OTP' }
    },
    async verifySecondaryOtp(projectId, token, otp) {
      const { user } = await signedIn(projectId, token)
      const primary = await store.codes.latest(projectId, user.email, 'primary')
      const newEmail = primary?.usedAt !== null ? primary?.newEmail : undefined
      if (!newEmail) throw new AuthRefusal(400, 'Confirm the change from your current e-mail first')
      await checkCode(
        await store.codes.latest(projectId, newEmail, 'secondary'),
        otp,
        (code) => code.userId === user.id,
      )
      if (!(await store.users.setEmail(user.id, newEmail)))
        throw new AuthRefusal(409, 'This e-mail is in use')
      return { email: newEmail }
    },
  }
}
