import type { AuthSession } from './AuthSession.js'

/** The embedded wallet's auth rules; every refusal is thrown as an AuthRefusal. */
export interface AuthService {
  /** Starts a login: CONNECT (this device's session is live), VERIFY_DEVICE (link mailed) or VERIFY_OTP (code mailed). */
  connect(input: {
    projectId: string
    email: unknown
    deviceId: unknown
    token?: string
    linkBase: string
  }): Promise<{ action: 'CONNECT' | 'VERIFY_DEVICE' | 'VERIFY_OTP' }>
  /** Waits (a while) for the device's approval: then mails a code (VERIFY_OTP); else VERIFY_DEVICE again. */
  device(input: {
    projectId: string
    email: unknown
    deviceId: unknown
    signal?: AbortSignal
  }): Promise<{ action: 'VERIFY_DEVICE' | 'VERIFY_OTP' }>
  /** Checks the login code: a new session (its token) and what the frame needs. */
  verifyOtp(input: {
    projectId: string
    email: unknown
    deviceId: unknown
    otp: unknown
  }): Promise<AuthSession & { token: string }>
  /** Signs a user in by an identity other than an e-mail (social: socialIdentity), made on first sign-in: a new session. */
  signInIdentity(
    projectId: string,
    identity: string,
    deviceId: unknown,
  ): Promise<AuthSession & { token: string }>
  /** Whether a device link can still be used. */
  isLinkOpen(linkToken: string): Promise<boolean>
  /** Approves the link's device: false when the link is unknown, used or expired. */
  approveDevice(linkToken: string): Promise<boolean>
  /** The session's user, key blob and key share. */
  session(projectId: string, token: string | undefined): Promise<AuthSession>
  /** Stores the accounts and the frame's encrypted keys, once per user. */
  setKeys(
    projectId: string,
    token: string | undefined,
    accounts: unknown,
    keyBlob: unknown,
  ): Promise<AuthSession>
  signOut(token: string | undefined): Promise<void>
  /** Starts an e-mail change: a code to the current address. */
  updateEmail(
    projectId: string,
    token: string | undefined,
    email: unknown,
  ): Promise<{ action: 'VERIFY_PRIMARY_OTP' }>
  /** The current address's code: then a code to the new one. */
  verifyPrimaryOtp(
    projectId: string,
    token: string | undefined,
    otp: unknown,
  ): Promise<{ action: 'VERIFY_SECONDARY_OTP' }>
  /** The new address's code: the e-mail changed. */
  verifySecondaryOtp(projectId: string, token: string | undefined, otp: unknown): Promise<{ email: string }>
}
