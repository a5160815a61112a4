const sorted = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(sorted)
  if (value === null || typeof value !== 'object') return value
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((key) => [key, sorted((value as Record<string, unknown>)[key])]),
  )
}

/** The bytes an amino sign doc is signed as: JSON with sorted keys and no spaces, with &, < and > escaped as \u0026, \u003c, \u003e. */
export function serializeAminoSignDoc(signDoc: unknown): Uint8Array {
  const json = JSON.stringify(sorted(signDoc))
    .replace(/&/g, '\\u0026')
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
  return new TextEncoder().encode(json)
}
