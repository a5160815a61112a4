/** What the visitor typed, trimmed and lower-cased, without the suffix if they typed it. */
export function labelOf(text: string, suffix: string): string {
  const lower = text.trim().toLowerCase()
  return lower.endsWith(suffix) ? lower.slice(0, -suffix.length) : lower
}
