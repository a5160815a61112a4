/**
 * The number of rows a plugin says its loading component shows (a view's `skeletonRows`, a slot entry's
 * `controlRows` or `skeletonRows`): a whole number of at least 1, or a function returning one, capped at
 * `max`; undefined for anything else, or when the function throws. A plugin's hint is not trusted for
 * layout: a throw must not take the modal down, and a huge number must not draw a million placeholders.
 */
export function rowsHint(hint: unknown, max: number): number | undefined {
  try {
    const rows = typeof hint === 'function' ? hint() : hint
    return Number.isInteger(rows) && rows > 0 ? Math.min(rows, max) : undefined
  } catch {
    return undefined
  }
}
