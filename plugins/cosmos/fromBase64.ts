/** Bytes of a base64 string, or undefined when it is not one (wallet answers are checked, not trusted). */
export function fromBase64(text: unknown): Uint8Array | undefined {
  if (typeof text !== 'string' || text.length > 4096) return undefined
  try {
    return Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
  } catch {
    return undefined
  }
}
