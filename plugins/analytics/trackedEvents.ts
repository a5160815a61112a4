import type { EventName } from '../../entries/plugin.js'

/**
 * The kernel events sent as tracked events, by name: nothing else on the bus is sent (no MODAL_CREATED,
 * no plugin's own events). Failures are sent as error reports (toErrorReport).
 */
export const trackedEvents = [
  'MODAL_OPEN',
  'MODAL_CLOSE',
  'CONNECT_SUCCESS',
  'DISCONNECT_SUCCESS',
  'SWITCH_NETWORK',
] as const satisfies readonly EventName[]
