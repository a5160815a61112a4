import { HttpError } from '../http/HttpError.js'
import type { Alert } from '../types/Alert.js'
import { alertCatalogue } from './alertCatalogue.js'
import { createAlert } from './createAlert.js'

/** The configuration alert a failed directory request maps to: 429 RateLimited, 5xx ServerError, else none. */
export function alertForDirectoryFailure(
  error: unknown,
  options: { invalidProjectId?: boolean } = {},
): Alert | undefined {
  const status = error instanceof HttpError ? error.status : undefined
  if (status === undefined) return undefined
  if (status === 429) return createAlert('RateLimited')
  if (status >= 500 && status <= 599) {
    return createAlert('ServerError', { detail: (error as HttpError).reason ?? `HTTP ${status}` })
  }
  if (options.invalidProjectId && (status === 401 || status === 403)) {
    return createAlert('InvalidAppConfiguration', {
      message: alertCatalogue.InvalidAppConfiguration.invalidProjectId,
    })
  }
  return undefined
}
