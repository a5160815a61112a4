import type { FrameRpcRequest } from './FrameRpcRequest.js'

/** The request's RPC URL when it is http(s), else 'No RPC url provided for chainId'. */
export function rpcUrlOf(request: FrameRpcRequest): string {
  const url = request.rpcUrl && URL.canParse(request.rpcUrl) ? new URL(request.rpcUrl) : undefined
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:'))
    throw new Error('No RPC url provided for chainId')
  return url.href
}
