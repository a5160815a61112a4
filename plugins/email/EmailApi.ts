import type { FrameClient } from './FrameClient.js'
import type { FrameUser } from './protocol/FrameUser.js'
import type { RequestGate } from './RequestGate.js'

/** What the email plugin offers its own views. */
export interface EmailApi {
  /** Starts a login; rejects with 'Please try again after N seconds' inside the 30 s cooldown. */
  connectEmail(email: string): Promise<'VERIFY_OTP' | 'VERIFY_DEVICE' | 'CONNECT'>
  /** Waits for the device's approval; the code is mailed then. */
  connectDevice(signal?: AbortSignal): Promise<void>
  /** Checks the code: signed in (the keys opened in the frame). */
  verifyOtp(otp: string): Promise<FrameUser>
  /** The signed-in user (asked of the frame when this page has not seen the login: a live session). */
  signedInUser(): Promise<FrameUser>
  /** The eip155 connector of the embedded wallet, to connect once signed in. */
  readonly connectorId: string
  /** Seconds until a new login mail may be asked (0: now). */
  cooldownSeconds(): number
  /** Whether a solana network is configured and served: the e-mail wallet then connects its solana account too. */
  solanaReady(): boolean
  /** The signed-in user's e-mail, once known. */
  email(): string | undefined
  /** Starts an e-mail change: a code goes to the current address. */
  updateEmail(email: string): Promise<'VERIFY_PRIMARY_OTP'>
  /** Checks the current address's code: a code goes to the new address. */
  verifyPrimaryOtp(otp: string): Promise<'VERIFY_SECONDARY_OTP'>
  /** Checks the new address's code: the change is made; resolves with the new e-mail. */
  verifySecondaryOtp(otp: string): Promise<string>
  /** The secure frame (created on first use). */
  frame(): FrameClient
  /** The wallet's requests: the one waiting for approval, cancel, its end. */
  readonly approval: RequestGate
}
