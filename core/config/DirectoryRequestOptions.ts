import type { HttpClient } from '../http/HttpClient.js'
import type { Alert } from '../types/Alert.js'

/** Options of the directory-service calls (remote features, allowed origins). */
export interface DirectoryRequestOptions {
  /** Client to use; by default one is created for `config.endpoints.directory`. */
  readonly client?: HttpClient
  readonly signal?: AbortSignal
  /** Receives the configuration alert a failure maps to (spec section 8). */
  readonly onAlert?: (alert: Alert) => void
  /** Receives what was ignored and why, for the log. */
  readonly onWarning?: (message: string) => void
}
