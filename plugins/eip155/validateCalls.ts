import { GangwayError, invalidCallsRequest } from '../../entries/plugin.js'
import type { Eip155Call } from './Eip155Call.js'

const hex = /^0x[0-9a-fA-F]*$/

/** Checks wallet_sendCalls calls (spec section 5): every `to` starts with 0x, `data` is absent or starts with 0x. */
export function validateCalls(calls: unknown): readonly Eip155Call[] {
  if (!Array.isArray(calls) || calls.length === 0)
    throw new GangwayError(invalidCallsRequest, { details: 'calls must be a non-empty list' })
  calls.forEach((call: Partial<Record<'to' | 'data', unknown>> | null, index) => {
    if (typeof call?.to !== 'string' || !call.to.startsWith('0x'))
      throw new GangwayError(invalidCallsRequest, {
        details: `calls[${index}].to must start with 0x`,
      })
    if (call.data !== undefined && (typeof call.data !== 'string' || !hex.test(call.data)))
      throw new GangwayError(invalidCallsRequest, {
        details: `calls[${index}].data must start with 0x`,
      })
  })
  return calls as Eip155Call[]
}
