import type { ViewHistory } from './ViewHistory.js'

/** The history left after the modal closes: Connect, or Account when embedded and connected. */
export function resetOnClose({
  embedded,
  connected,
}: {
  readonly embedded: boolean
  readonly connected: boolean
}): ViewHistory {
  return [{ view: embedded && connected ? 'Account' : 'Connect' }]
}
