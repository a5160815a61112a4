import type { SiwxSession } from './SiwxSession.js'

/** A check run in the page before a session is added (the server checks every signature anyway). */
export interface SiwxVerifier {
  readonly chainNamespace: string
  verify(session: SiwxSession): Promise<boolean>
}
