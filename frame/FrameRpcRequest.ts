/** An RPC_REQUEST payload: the method and params, the network it is for and that network's RPC URL. */
export interface FrameRpcRequest {
  readonly method: string
  readonly params?: unknown
  readonly chainId?: string | number
  readonly rpcUrl?: string
}
