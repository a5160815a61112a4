const ORIGIN = /^(https?):\/\/([a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::(\d{1,5}))?$/i
const PATTERN =
  /^(?:(https?|\*):\/\/)?((?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::(\d{1,5}|\*))?\/?$/i
const DEFAULT_PORTS: Readonly<Record<string, string>> = { http: '80', https: '443' }
const MAX_LENGTH = 2_048

interface ParsedOrigin {
  readonly scheme: string
  readonly host: string
  readonly port: string
}

function parseOrigin(origin: string): ParsedOrigin | undefined {
  if (typeof origin !== 'string' || origin.length > MAX_LENGTH) return undefined
  const match = ORIGIN.exec(origin)
  if (!match) return undefined
  const scheme = match[1]!.toLowerCase()
  const port = match[3] ?? ''
  if (port !== '' && Number(port) > 65_535) return undefined
  return { scheme, host: match[2]!.toLowerCase(), port: port === DEFAULT_PORTS[scheme] ? '' : port }
}

function matches(origin: ParsedOrigin, pattern: string): boolean {
  if (pattern === '*') return true
  if (pattern.length > MAX_LENGTH) return false
  const match = PATTERN.exec(pattern.trim())
  if (!match) return false
  const scheme = (match[1] ?? '*').toLowerCase()
  const host = match[2]!.toLowerCase()
  const rawPort = match[3]
  if (scheme !== '*' && scheme !== origin.scheme) return false
  if (rawPort !== '*') {
    const port = rawPort === undefined || rawPort === DEFAULT_PORTS[origin.scheme] ? '' : rawPort
    if (port !== origin.port) return false
  }
  if (host.startsWith('*.')) {
    const suffix = host.slice(1)
    return origin.host.length > suffix.length && origin.host.endsWith(suffix)
  }
  return host === origin.host
}

/**
 * Whether an origin matches one of `patterns` and nothing else (the server's CORS check; the widget adds
 * its default origins in isOriginAllowed). Patterns: 'https://app.example.com', 'https://*.example.com',
 * '*.vercel.app', 'http://localhost:*', '*'.
 */
export function originMatches(origin: string, patterns: readonly unknown[]): boolean {
  const parsed = parseOrigin(origin)
  if (!parsed || !Array.isArray(patterns)) return false
  return patterns.some((pattern) => typeof pattern === 'string' && matches(parsed, pattern))
}
