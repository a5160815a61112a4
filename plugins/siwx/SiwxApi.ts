import type { CaipNetworkId } from '../../entries/plugin.js'
import type { SiwxOneClickRequest } from './SiwxOneClickRequest.js'
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
  /** One-click sign-in (WalletConnect `authenticate`): the fields to sign on `chainId`; undefined when SIWX is off. */
  oneClickRequest(chainId: CaipNetworkId): Promise<SiwxOneClickRequest | undefined>
  /** Keeps the session of a CACAO from one-click sign-in; false when it was refused (the sign-in view asks then). */
  acceptCacao(cacao: unknown): Promise<boolean>
}
