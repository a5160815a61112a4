import type { Alert } from '../types/Alert.js'
import { alertCatalogue } from './alertCatalogue.js'
import { createAlert } from './createAlert.js'
import { isOriginAllowed } from './isOriginAllowed.js'

const MAX_SHOWN = 200

/**
 * The one page-origin check (spec section 5): Invalid App Configuration when an allow-list is set and
 * the origin matches neither it nor the defaults (localhost, loopback, preview hosts). An empty list
 * means no allow-list was set, so nothing is checked.
 */
export function originAlert(origin: string, allowList: readonly string[]): Alert | undefined {
  if (allowList.length === 0 || isOriginAllowed(origin, allowList)) return undefined
  const shown = origin.length > MAX_SHOWN ? `${origin.slice(0, MAX_SHOWN)}…` : origin
  return createAlert('InvalidAppConfiguration', {
    message: `${alertCatalogue.InvalidAppConfiguration.originNotAllowed} (${shown})`,
  })
}
