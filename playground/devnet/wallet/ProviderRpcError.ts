/** An EIP-1193 provider error: a numeric code (4001 rejected, 4100 unauthorised, 4200 unsupported, 4902 unknown chain...). */
export class ProviderRpcError extends Error {
  override readonly name = 'ProviderRpcError'
  readonly code: number
  readonly data: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }
}
