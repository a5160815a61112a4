import type { Alert, AlertKind } from '../types/Alert.js'
import { alertCatalogue } from './alertCatalogue.js'

/** An alert of the catalogue; `message` replaces the default text, `detail` is appended to it. */
export function createAlert(kind: AlertKind, options: { message?: string; detail?: string } = {}): Alert {
  const entry = alertCatalogue[kind]
  const message = options.message ?? entry.message
  return {
    kind,
    title: entry.title,
    message: options.detail ? `${message}: ${options.detail}` : message,
  }
}
