/** A short JSON text of an event payload: cycles, functions, providers and long strings cut down. */
export function describePayload(payload: unknown, maxLength = 600): string {
  if (payload === undefined) return ''
  const seen = new WeakSet<object>()
  let text: string
  try {
    text = JSON.stringify(payload, function replace(key, value: unknown) {
      if (typeof value === 'bigint') return `${value}n`
      if (typeof value === 'function') return '[function]'
      if (key === 'provider' && value && typeof value === 'object') return '[provider]'
      if (value instanceof Error) return { name: value.name, message: value.message }
      if (typeof value === 'string' && value.length > 140) return `${value.slice(0, 137)}…`
      if (value && typeof value === 'object') {
        if (seen.has(value)) return '[circular]'
        seen.add(value)
      }
      return value
    })
  } catch {
    text = String(payload)
  }
  if (text === undefined) return String(payload)
  return text.length > maxLength ? `${text.slice(0, maxLength - 1)}…` : text
}
