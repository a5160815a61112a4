import type { SiwxMessenger } from './SiwxMessenger.js'
import type { SiwxStorage } from './SiwxStorage.js'
import type { SiwxVerifier } from './SiwxVerifier.js'

/** `siwx` in createGangway's config: every part has a working default over the Gangway server. */
export interface SiwxOptions {
  /** Connected visitors must sign in: the sign-in view cannot be closed, Cancel disconnects. */
  readonly required?: boolean
  /** The statement of the message (default 'Sign in to {app name}'). */
  readonly statement?: string
  readonly messenger?: SiwxMessenger
  readonly verifiers?: readonly SiwxVerifier[]
  readonly storage?: SiwxStorage
  /** Disconnecting also signs out (revokes the session). */
  readonly signOutOnDisconnect?: boolean
}
