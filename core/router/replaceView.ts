import type { ViewEntry } from '../types/ViewRegistry.js'
import type { ViewHistory } from './ViewHistory.js'

/** Replaces the view on top of the history, or starts one when it is empty. */
export function replaceView(history: ViewHistory, entry: ViewEntry): ViewHistory {
  return [...history.slice(0, -1), entry]
}
