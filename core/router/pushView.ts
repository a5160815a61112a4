import type { ViewEntry } from '../types/ViewRegistry.js'
import type { ViewHistory } from './ViewHistory.js'

/** Pushes a view; the view already on top is not stacked again, only its params are refreshed. */
export function pushView(history: ViewHistory, entry: ViewEntry): ViewHistory {
  const top = history.at(-1)
  if (top?.view !== entry.view) return [...history, entry]
  if (top.params === entry.params) return history
  return [...history.slice(0, -1), entry]
}
