import type { CallsStatus } from './CallsStatus.js'
import type { EmbeddedLayer } from './EmbeddedLayer.js'
import type { EmbeddedOwner } from './EmbeddedOwner.js'
import type { SmartSession, SmartSessionRequest } from './SmartSession.js'

/** What gangway.getPlugin('smartAccounts') gives: EIP-5792 over a smart account where there is one, else over the wallet. */
export interface SmartAccountsApi {
  /** wallet_getCapabilities of `address` (the connected one by default; none: 'Capabilities request requires an address'). */
  getCapabilities(address?: string): Promise<Readonly<Record<string, unknown>>>
  /** wallet_sendCalls: one atomic user operation from the smart account, or the wallet's own wallet_sendCalls. */
  sendCalls(args: {
    readonly calls: readonly unknown[]
    readonly atomicRequired?: boolean
  }): Promise<{ readonly id: string }>
  /** wallet_getCallsStatus: the user operation's receipt at the bundler, or the wallet's answer. */
  getCallsStatus(id: string): Promise<CallsStatus | unknown>
  /** Asks the status until it is final (default 60 s deadline). */
  waitForCallsStatus(id: string, options?: { readonly timeoutMs?: number }): Promise<CallsStatus | unknown>
  /** The connected account's smart account on the active chain: its address and whether it is deployed; undefined without one. */
  smartAccount(): Promise<{ readonly address: `0x${string}`; readonly deployed: boolean } | undefined>
  /**
   * Smart sessions (feature `smartSessions`): lets the app's key call chosen functions of one contract from the smart
   * account until `expiry`, with no further approval; the grant is one user operation the owner approves, and the
   * account's contract enforces it (the EntryPoint refuses the key after expiry or for any other call).
   */
  grantPermissions(request: SmartSessionRequest): Promise<SmartSession>
  /** Ends a session now (one user operation the owner approves). */
  revokePermissions(session: { readonly context: string }): Promise<void>
  /** The sessions the connected smart account's contract holds, expired ones included. */
  getPermissions(): Promise<readonly SmartSession[]>
  /** For the email plugin: its eip155 provider presented as the smart account of its key where smart accounts are enabled. */
  embeddedLayer(owner: EmbeddedOwner): Pick<EmbeddedLayer, 'request'>
  /** Switches the embedded wallet between its smart account and its EOA (kept by the frame); the address changes with it. */
  setPreferredAccountType(type: 'eoa' | 'smartAccount'): Promise<void>
  /** Whether the switch is offered: the embedded wallet connected on a network with smart accounts enabled. */
  smartAccountsEnabled(): boolean
}
