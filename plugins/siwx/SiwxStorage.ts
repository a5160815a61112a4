import type { CaipNetworkId } from '../../entries/plugin.js'
import type { SiwxSession } from './SiwxSession.js'

/** Where sessions are kept. */
export interface SiwxStorage {
  /** Keeps a new session; may give it back completed (the server's token and expiry). */
  add(session: SiwxSession): Promise<SiwxSession | undefined>
  set(sessions: readonly SiwxSession[]): Promise<void>
  get(chainId: CaipNetworkId, address: string): Promise<SiwxSession[]>
  delete(chainId: CaipNetworkId, address: string): Promise<void>
}
