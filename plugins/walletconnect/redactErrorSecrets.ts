import { redactSecrets } from './redactSecrets.js'

const TEXT_KEYS = ['message', 'shortMessage', 'details', 'stack'] as const
const MAX_DEPTH = 16

/** Redacts, in place, the texts of `error` and of its causes (redactSecrets) before anything logs or surfaces them; returns `error`. */
export function redactErrorSecrets<T>(error: T): T {
  const seen = new Set<object>()
  let node: unknown = error
  while (typeof node === 'object' && node !== null && !seen.has(node) && seen.size < MAX_DEPTH) {
    seen.add(node)
    for (const key of TEXT_KEYS) {
      const value = (node as Record<string, unknown>)[key]
      if (typeof value !== 'string') continue
      const redacted = redactSecrets(value)
      if (redacted !== value)
        try {
          Object.defineProperty(node, key, { value: redacted, writable: true, configurable: true })
        } catch {}
    }
    node = (node as { cause?: unknown }).cause
  }
  return error
}
