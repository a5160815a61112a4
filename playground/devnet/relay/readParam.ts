import { ProviderRpcError } from '../wallet/ProviderRpcError.js'

/** `params[name]` of a session request as a string, or the invalid-params error (-32602). */
export function readParam(params: unknown, name: string): string {
  const value = (params as Record<string, unknown> | undefined)?.[name]
  if (typeof value !== 'string' || value.length > 100_000)
    throw new ProviderRpcError(-32602, `Expected params.${name} as a string`)
  return value
}
