import type { ViewEntry } from '../types/ViewRegistry.js'
import { pushView } from './pushView.js'
import type { ViewHistory } from './ViewHistory.js'

/**
 * Replaces the view on top of the history, or starts one when it is empty; as with pushView, the same
 * view is never stacked twice (replacing Connect, pushed over Pay, by Pay leaves the one Pay).
 */
export function replaceView(history: ViewHistory, entry: ViewEntry): ViewHistory {
  return pushView(history.slice(0, -1), entry)
}
