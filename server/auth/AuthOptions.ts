import type { FarcasterOptions } from './farcaster/FarcasterOptions.js'
import type { SocialOptions } from './social/SocialOptions.js'

/** Options of the embedded wallet's auth service (ServerOptions.auth). */
export interface AuthOptions {
  /** The SMTP server codes and device links are sent through. */
  readonly smtp: {
    readonly host: string
    readonly port: number
    /** TLS from the start (port 465); otherwise STARTTLS when the server offers it. */
    readonly secure?: boolean
    readonly user?: string
    readonly pass?: string
  }
  /** The From of the mails (default 'Gangway <no-reply@localhost>'). */
  readonly from?: string
  /** Keys code hashes, session hashes and the users' key shares; default: made once and kept in the database. */
  readonly secret?: string
  /** How long a code is valid (default 600,000 ms). */
  readonly codeTtlMs?: number
  /** Wrong tries a code takes before it is dead (default 5). */
  readonly maxAttempts?: number
  /** Wait between two login mails to one address (default 30,000 ms, the widget's own cooldown). */
  readonly cooldownMs?: number
  /** Mails to one address per hour, of every kind (default 10). */
  readonly mailsPerHour?: number
  /** How long a session lasts (default 30 days). */
  readonly sessionTtlMs?: number
  /** How long a device approval link is valid (default 15 minutes). */
  readonly deviceLinkTtlMs?: number
  /** How long one device request waits for the approval before answering VERIFY_DEVICE again (default 25,000 ms). */
  readonly deviceWaitMs?: number
  /**
   * The secure frame's script (served at /frame/frame.js with its page at /frame); by default the one built into the
   * package (dist/gangway-frame.js).
   */
  readonly frameScript?: () => Promise<string>
  /** Social login through OpenID Connect providers (routes under /auth/v1/social); without it none is offered. */
  readonly social?: SocialOptions
  /**
   * Sign In With Farcaster (routes under /auth/v1/farcaster for the frame, /farcaster/v1/channel for the Farcaster
   * app), verified with the optional peer @farcaster/auth-client; without it none is offered.
   */
  readonly farcaster?: FarcasterOptions
  /** The clock (tests). */
  readonly now?: () => number
}
