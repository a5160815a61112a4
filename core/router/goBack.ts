import type { ViewHistory } from './ViewHistory.js'

/** Goes back one view; `close` when there is no earlier view; Connect shows as Account while connected. */
export function goBack(
  history: ViewHistory,
  { connected }: { readonly connected: boolean },
): { readonly history: ViewHistory; readonly close: boolean } {
  if (history.length <= 1) return { history, close: true }
  const previous = history.slice(0, -1)
  if (connected && previous.at(-1)?.view === 'Connect') {
    return { history: [...previous.slice(0, -1), { view: 'Account' }], close: false }
  }
  return { history: previous, close: false }
}
