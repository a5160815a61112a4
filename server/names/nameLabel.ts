const LABEL = /^[a-z0-9-]{4,63}$/

/** The label of a name (`alice` of `alice.gangway.id`), lower-cased, if it keeps the rules (at least 4 characters: letters, digits, hyphen). */
export function nameLabel(name: string, suffix: string): string | undefined {
  const lower = name.trim().toLowerCase()
  const label = lower.endsWith(suffix) ? lower.slice(0, -suffix.length) : lower
  return LABEL.test(label) ? label : undefined
}
