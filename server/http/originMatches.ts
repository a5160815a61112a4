const ORIGIN = /^(https?):\/\/([a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i
const PATTERN =
  /^(?:(https?|\*):\/\/)?((?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::(\d{1,5}|\*))?\/?$/i
const DEFAULT_PORTS: Readonly<Record<string, string>> = { http: '80', https: '443' }
const MAX_LENGTH = 2_048

/**
 * Whether a request's Origin matches one of the project's allowed origins, and nothing else (the
 * widget's own defaults do not count here): 'https://app.example.com', 'https://*.example.com',
 * '*.example.com', 'http://localhost:*', '*'.
 */
export function originMatches(origin: string, patterns: readonly string[]): boolean {
  if (origin.length > MAX_LENGTH) return false
  const parsed = ORIGIN.exec(origin)
  if (!parsed) return false
  const scheme = parsed[1]!.toLowerCase()
  const host = parsed[2]!.toLowerCase()
  const rawPort = parsed[3] ?? ''
  const port = rawPort === DEFAULT_PORTS[scheme] ? '' : rawPort
  return patterns.some((pattern) => {
    if (pattern === '*') return true
    const match = pattern.length <= MAX_LENGTH ? PATTERN.exec(pattern.trim()) : null
    if (!match) return false
    const wantScheme = (match[1] ?? '*').toLowerCase()
    const wantHost = match[2]!.toLowerCase()
    const wantPort = match[3]
    if (wantScheme !== '*' && wantScheme !== scheme) return false
    if (wantPort !== '*') {
      const expected = wantPort === undefined || wantPort === DEFAULT_PORTS[scheme] ? '' : wantPort
      if (expected !== port) return false
    }
    if (wantHost.startsWith('*.')) {
      const suffix = wantHost.slice(1)
      return host.length > suffix.length && host.endsWith(suffix)
    }
    return wantHost === host
  })
}
