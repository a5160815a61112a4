/** A short, never-throwing description of a rejected input, for error details. */
export function describeReceived(value: unknown): string {
  if (typeof value !== 'string') return `Received ${value === null ? 'null' : typeof value}`
  return `Received "${value.length > 200 ? `${value.slice(0, 200)}…` : value}"`
}
