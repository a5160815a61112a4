/** The dev wallet's EIP-5792 methods: wallet_getCapabilities, wallet_sendCalls and wallet_getCallsStatus. */
export interface DevWalletCalls {
  capabilities(params: readonly unknown[]): Record<string, unknown>
  sendCalls(params: readonly unknown[]): Promise<{ id: string }>
  callsStatus(params: readonly unknown[]): Promise<unknown>
}
