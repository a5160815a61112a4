import type { CaipNetworkId } from '../../entries/plugin.js'
import type { SiwxMessage } from './SiwxMessage.js'
import type { SiwxSession } from './SiwxSession.js'

/** A complete SIWX backend, the shape of AppKit's SIWXConfig: a host passes its own as `siwx`. */
export interface SiwxConfig {
  createMessage(input: {
    readonly chainId: CaipNetworkId
    readonly accountAddress: string
  }): Promise<SiwxMessage>
  addSession(session: SiwxSession): Promise<void>
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>
  setSessions(sessions: readonly SiwxSession[]): Promise<void>
  getSessions(chainId: CaipNetworkId, address: string): Promise<SiwxSession[]>
  getRequired?(): boolean
  readonly signOutOnDisconnect?: boolean
}
