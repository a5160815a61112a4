import { GangwayError, invalidCallsRequest } from '../../entries/plugin.js'
import type { SmartCall } from './SmartCall.js'

const ADDRESS = /^0x[0-9a-fA-F]{40}$/
const HEX = /^0x[0-9a-fA-F]*$/
const QUANTITY = /^(0x[0-9a-fA-F]{1,64}|\d{1,78})$/
const MAX_CALLS = 64

const refuse = (details: string) => new GangwayError(invalidCallsRequest, { details })

/** wallet_sendCalls calls checked (spec section 5: 'to' starts with 0x, data absent or starting with 0x), at most 64. */
export function readCalls(calls: unknown): readonly SmartCall[] {
  if (!Array.isArray(calls) || calls.length === 0) throw refuse('calls must be a non-empty list')
  if (calls.length > MAX_CALLS) throw refuse(`at most ${MAX_CALLS} calls`)
  return calls.map((call: Partial<Record<'to' | 'data' | 'value', unknown>> | null, index) => {
    if (typeof call?.to !== 'string' || !call.to.startsWith('0x'))
      throw refuse(`calls[${index}].to must start with 0x`)
    if (!ADDRESS.test(call.to)) throw refuse(`calls[${index}].to must be an address`)
    if (call.data !== undefined && (typeof call.data !== 'string' || !HEX.test(call.data)))
      throw refuse(`calls[${index}].data must start with 0x`)
    const value = call.value
    if (
      value !== undefined &&
      typeof value !== 'bigint' &&
      !(typeof value === 'string' && QUANTITY.test(value))
    )
      throw refuse(`calls[${index}].value must be a quantity`)
    return {
      to: call.to as `0x${string}`,
      ...(call.data === undefined ? {} : { data: call.data as `0x${string}` }),
      ...(value === undefined ? {} : { value: BigInt(value) }),
    }
  })
}
