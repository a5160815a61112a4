import { GangwayError } from '../../entries/plugin.js'
import { solanaCommitments } from './solanaCommitments.js'

/** Checks a preflight commitment against spec section 5's list and returns its current name (recent is processed...). */
export function toCommitment(
  value: unknown,
  fallback: 'processed' | 'confirmed' | 'finalized' = 'confirmed',
): 'processed' | 'confirmed' | 'finalized' {
  if (value === undefined) return fallback
  if (typeof value === 'string' && Object.hasOwn(solanaCommitments, value))
    return solanaCommitments[value as keyof typeof solanaCommitments]
  throw new GangwayError('Invalid preflight commitment', {
    details: `"${String(value)}" is not one of ${Object.keys(solanaCommitments).join(', ')}`,
  })
}
