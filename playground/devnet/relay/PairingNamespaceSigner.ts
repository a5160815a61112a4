/** What the pairing wallet approves for one namespace of a proposal. */
export interface ApprovedNamespace {
  readonly chains: string[]
  readonly methods: string[]
  readonly events: string[]
  readonly accounts: string[]
}

/** The pairing wallet's side of one non-EVM namespace: its keys, what it approves and how it answers. */
export interface PairingNamespaceSigner {
  readonly namespace: string
  /** The session namespace for the `chains` a proposal asks of it (those it serves); undefined for none. */
  approve(chains: readonly string[]): ApprovedNamespace | undefined
  /** The result of a session request for `chain` (a CAIP-2 id of the namespace). */
  answer(method: string, params: unknown, chain: string): Promise<unknown>
  /** Requests waiting for a decision (with manualApproval), their ids prefixed with the namespace. */
  pending(): readonly { readonly id: string; readonly method: string; readonly params: unknown }[]
  resolve(id: string, approved: boolean): boolean
}
