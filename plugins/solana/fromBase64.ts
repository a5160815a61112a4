/** Bytes of a base64 string (serialized transactions on the wire). */
export function fromBase64(text: string): Uint8Array {
  return Uint8Array.from(atob(text), (char) => char.charCodeAt(0))
}
