const SOURCE = /^(\*|(?:(?:https?|\*):\/\/)?(?:\*\.)?[a-z0-9-]+(?:\.[a-z0-9-]+)*(?::(?:\d{1,5}|\*))?)$/i

/** The CSP frame-ancestors sources of a project's allowed origins (patterns CSP cannot say are left out; none: 'none'). */
export function frameAncestors(allowedOrigins: readonly string[]): string {
  const sources = allowedOrigins
    .map((origin) => origin.trim().replace(/\/$/, ''))
    .filter((origin) => SOURCE.test(origin))
  return sources.length > 0 ? sources.join(' ') : "'none'"
}
