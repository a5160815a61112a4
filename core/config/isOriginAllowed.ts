import { DEFAULT_ALLOWED_ORIGINS } from './defaults.js'
import { originMatches } from './originMatches.js'

/**
 * Whether a page origin matches the allow-list or the default origins (localhost, preview hosting).
 * Patterns: 'https://app.example.com', 'https://*.example.com', '*.vercel.app', 'http://localhost:*', '*'.
 */
export function isOriginAllowed(origin: string, allowList: readonly string[]): boolean {
  const patterns = Array.isArray(allowList)
    ? [...allowList, ...DEFAULT_ALLOWED_ORIGINS]
    : DEFAULT_ALLOWED_ORIGINS
  return originMatches(origin, patterns)
}
