import type { SiwxSession } from './SiwxSession.js'

/** True while `session` holds at `now`: not past its message's expiry or the server's, not before its start. */
export function isSessionLive(session: SiwxSession, now = Date.now()): boolean {
  const time = (text: string | undefined) => (text === undefined ? undefined : Date.parse(text))
  const expiries = [time(session.data.expirationTime), time(session.expiresAt)]
  if (expiries.some((end) => end !== undefined && !(end > now))) return false
  const start = time(session.data.notBefore)
  return start === undefined || start <= now
}
