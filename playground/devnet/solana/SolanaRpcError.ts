/** A JSON-RPC error the local Solana RPC answers with (code, message and optional data, as agave does). */
export class SolanaRpcError extends Error {
  override readonly name = 'SolanaRpcError'
  readonly code: number
  readonly data: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }
}
