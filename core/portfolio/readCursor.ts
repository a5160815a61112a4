import { portfolioLimits } from './portfolioLimits.js'

/** The `next` cursor of a page: a non-empty string up to maxCursor characters, else null (the last page). */
export function readCursor(value: unknown): string | null {
  return typeof value === 'string' && value !== '' && value.length <= portfolioLimits.maxCursor ? value : null
}
