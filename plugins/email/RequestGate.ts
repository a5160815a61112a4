/** The e-mail wallet's RPC gate: safe calls go through, unsafe ones wait for the visitor's approval in the frame. */
export interface RequestGate {
  /** Sends one RPC request: at once when safe; after approval in the frame when unsafe; refused when unknown. */
  request(payload: { readonly method: string } & Record<string, unknown>): Promise<unknown>
  /** The method waiting for approval now, if any. */
  pending(): string | undefined
  /** Rejects the request waiting for approval (the visitor cancelled or left the view); nothing is signed. */
  cancel(): void
  /** Called with 'approved' or 'rejected' each time an approval ends; returns the unsubscribe. */
  onSettled(listener: (outcome: 'approved' | 'rejected') => void): () => void
}
