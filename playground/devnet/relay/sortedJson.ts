const sorted = (value: unknown): unknown =>
  Array.isArray(value)
    ? value.map(sorted)
    : value && typeof value === 'object'
      ? Object.fromEntries(
          Object.keys(value)
            .sort()
            .map((key) => [key, sorted((value as Record<string, unknown>)[key])]),
        )
      : value

/** JSON with every object's keys sorted and &, <, > escaped: the Amino sign bytes of a sign doc. */
export function sortedJson(value: unknown): string {
  return JSON.stringify(sorted(value))
    .replace(/&/g, '\\u0026')
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
}
