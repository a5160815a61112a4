import { rowsHint } from './rowsHint.js'

/** No loader makes the modal's first frame taller than a screen. */
const MAX_CONNECT_ROWS = 6

/**
 * The rows the plugin loaders add to the Connect view's wallet list (their PluginLoader.connectRows, as kept in
 * `modal.connectRows`): each checked (rowsHint: a whole number of at least 1, anything else none), at most 6.
 */
export function connectRows(hints: readonly unknown[] = []): number {
  let rows = 0
  for (const hint of hints) rows += rowsHint(hint, MAX_CONNECT_ROWS) ?? 0
  return Math.min(rows, MAX_CONNECT_ROWS)
}
