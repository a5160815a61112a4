/** How Swap reads the eip155 chain over its JSON-RPC (no SDK): balances and the confirmation of a transaction. */
export interface SwapChain {
  /** The balance in base units of the native coin (no contract) or an ERC-20. */
  balance(owner: string, contract: string | undefined, signal?: AbortSignal): Promise<bigint>
  /** 'confirmed' or 'failed' once the chain says so; 'pending' when the deadline passed first. */
  confirm(hash: string, signal: AbortSignal): Promise<'confirmed' | 'failed' | 'pending'>
}
