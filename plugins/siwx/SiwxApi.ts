import type { SiwxSession } from './SiwxSession.js'
import type { SiwxSignInResult } from './SiwxSignInResult.js'
import type { SiwxState } from './SiwxState.js'

/** What gangway.getPlugin('siwx') gives: the sign-in state, and signing in and out of the active account. */
export interface SiwxApi {
  /** The state; undefined until the plugin is set up with `siwx` in the config. */
  store(): { getState(): SiwxState; subscribe(listener: (state: SiwxState) => void): () => void } | undefined
  required(): boolean
  hasSession(): boolean
  session(): SiwxSession | undefined
  signIn(): Promise<SiwxSignInResult>
  /** Revokes the active account's session on this chain. */
  signOut(): Promise<void>
}
