import { GangwayError } from '../errors/GangwayError.js'

/** Throws GangwayError 'Invalid decimals' unless `decimals` is an integer from 0 to 255 (the ERC-20 range). */
export function assertDecimals(decimals: unknown): asserts decimals is number {
  if (!Number.isInteger(decimals) || (decimals as number) < 0 || (decimals as number) > 255) {
    throw new GangwayError('Invalid decimals', { details: 'decimals must be an integer from 0 to 255' })
  }
}
