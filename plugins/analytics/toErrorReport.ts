import type { EventRegistry } from '../../entries/plugin.js'
import type { AnalyticsProperties } from './AnalyticsProps.js'
import { toProperties } from './toProperties.js'

/** The kernel events sent as error reports (at most 5 a minute). */
export type ReportedError = 'CONNECT_ERROR' | 'DISCONNECT_ERROR' | 'PLUGIN_ERROR'

export interface ErrorReport {
  readonly errorType: string
  readonly errorMessage: string
  readonly stackTrace: string
  readonly properties: AnalyticsProperties
}

const stackOf = (error: unknown): string | undefined =>
  error instanceof Error && typeof error.stack === 'string' ? error.stack : undefined

/** What an error report says of a failure event: its type, message and stack trace, each cut to its cap. */
export function toErrorReport<K extends ReportedError>(
  event: K,
  payload: EventRegistry[K],
  limits: { readonly textMaxChars: number; readonly stackTraceMaxChars: number },
): ErrorReport {
  const text = (value: string) => value.slice(0, limits.textMaxChars)
  if (event === 'PLUGIN_ERROR') {
    const { plugin, hook, error } = payload as EventRegistry['PLUGIN_ERROR']
    const stack = stackOf(error.cause) ?? stackOf(error) ?? ''
    return {
      errorType: text(error.name),
      errorMessage: text(error.shortMessage),
      stackTrace: stack.slice(0, limits.stackTraceMaxChars),
      properties: toProperties({ plugin, hook }, limits.textMaxChars),
    }
  }
  const { message, ...rest } = payload as EventRegistry['CONNECT_ERROR'] | EventRegistry['DISCONNECT_ERROR']
  return {
    errorType: 'ConnectionError',
    errorMessage: text(message),
    stackTrace: '',
    properties: toProperties(rest, limits.textMaxChars),
  }
}
