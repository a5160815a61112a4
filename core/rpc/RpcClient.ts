/** JSON-RPC over HTTP to a chain's transports (see createRpcClient). */
export interface RpcClient {
  /**
   * Sends one request to the best-ranked of `urls` and falls back to the next on failure; resolves
   * with the result, rejects with the last transport's error (HttpError or RpcError).
   */
  request(urls: readonly string[], method: string, params: unknown, signal?: AbortSignal): Promise<unknown>
}
