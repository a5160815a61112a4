import { GangwayError } from '../errors/GangwayError.js'
import { invalidAmount } from '../errors/messages/invalidAmount.js'

/** A JSON-RPC quantity ('0x1a', or a safe integer) as a bigint; a node answer of another shape throws 'Invalid amount'. */
export function readRpcQuantity(value: unknown): bigint {
  if (typeof value === 'string' && /^0x[0-9a-fA-F]{1,64}$/.test(value)) return BigInt(value)
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value)
  throw new GangwayError(invalidAmount, { details: `Not a quantity: ${String(value).slice(0, 80)}` })
}
