import type { SiwxSession } from './SiwxSession.js'

const MAX_SESSIONS = 50
const MAX_TEXT = 64 * 1024

const isSession = (value: unknown): value is SiwxSession => {
  if (typeof value !== 'object' || value === null) return false
  const session = value as Record<string, unknown>
  const data = session.data as Record<string, unknown> | null
  return (
    typeof session.message === 'string' &&
    typeof session.signature === 'string' &&
    (session.token === undefined || typeof session.token === 'string') &&
    (session.expiresAt === undefined || typeof session.expiresAt === 'string') &&
    typeof data === 'object' &&
    data !== null &&
    typeof data.chainId === 'string' &&
    typeof data.accountAddress === 'string'
  )
}

/** The sessions kept in storage under one key, each checked; anything else (corrupt, oversized) reads as none. */
export function readStoredSessions(text: string | null): SiwxSession[] {
  if (text === null || text.length > MAX_TEXT) return []
  try {
    const value: unknown = JSON.parse(text)
    return Array.isArray(value) ? value.filter(isSession).slice(0, MAX_SESSIONS) : []
  } catch {
    return []
  }
}
