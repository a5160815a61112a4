import type { CallsStatus } from './CallsStatus.js'
import type { SmartCall } from './SmartCall.js'

/** One owner's SimpleAccount (ERC-4337 v0.7) on one chain, its user operations sent to the bundler endpoint. */
export interface SmartAccountClient {
  readonly chainId: number
  /** The account's counterfactual address (the factory's, for the owner and salt 0). */
  address(): Promise<`0x${string}`>
  /** Whether code is at the address (the first user operation deploys it). */
  deployed(): Promise<boolean>
  /**
   * Signs for the account (EIP-1271 checks the owner's signature): the owner key signs `params` by `method`
   * (personal_sign or eth_signTypedData_v4, its address put in); while undeployed, wrapped per ERC-6492.
   */
  sign(method: 'personal_sign' | 'eth_signTypedData_v4', payload: unknown): Promise<`0x${string}`>
  /** The calls as one user operation (atomic: all or none), signed by the owner; returns its hash as the calls id. */
  sendCalls(calls: readonly SmartCall[], signal?: AbortSignal): Promise<`0x${string}`>
  /** The user operation's receipt asked once at the bundler: 100 while it has none. */
  callsStatus(id: `0x${string}`, signal?: AbortSignal): Promise<CallsStatus>
  /** Asks until the status is final or the deadline passes ('Failed to fetch user operation receipt with status'). */
  waitForCalls(
    id: `0x${string}`,
    options?: { readonly timeoutMs?: number; readonly signal?: AbortSignal },
  ): Promise<CallsStatus>
}
