import type { MessageRegistry } from './MessageRegistry.js'

/** A key declared in MessageRegistry: `t()` accepts no other. */
export type MessageKey = keyof MessageRegistry & string
