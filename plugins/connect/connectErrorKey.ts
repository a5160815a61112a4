import type { MessageKey } from '../../entries/plugin.js'

const keys: Readonly<Record<string, MessageKey>> = {
  'Connection rejected': 'connect.error.rejected',
  'Failed to connect': 'connect.error.failed',
  'Adapter not found': 'connect.error.adapter',
}

/** The catalogue key of a connection error's message (spec section 8); unknown messages fall back to 'Failed to connect'. */
export function connectErrorKey(error: unknown): MessageKey {
  const message = error instanceof Error ? error.message : ''
  return keys[message] ?? 'connect.error.failed'
}
