const SUFFIX = /^(\.[a-z0-9-]{1,63}){1,4}$/

/** ServerOptions.names.suffix checked at start: dot-separated lower-case labels, such as '.gangway.id'. */
export function checkNameSuffix(suffix: string): string {
  if (!SUFFIX.test(suffix)) throw new Error(`names.suffix: ${suffix} is not a suffix such as '.gangway.id'`)
  return suffix
}
