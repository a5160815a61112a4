import type { SiwxConfig } from './SiwxConfig.js'

const methods = ['createMessage', 'addSession', 'revokeSession', 'setSessions', 'getSessions'] as const

/** Whether `value` is a complete SIWX backend of the host's own (AppKit's SIWXConfig shape). */
export function isCustomSiwx(value: unknown): value is SiwxConfig {
  return (
    typeof value === 'object' &&
    value !== null &&
    methods.every((name) => typeof (value as Record<string, unknown>)[name] === 'function')
  )
}
