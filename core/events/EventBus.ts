import type { EventName, EventRegistry } from './EventRegistry.js'

export type EventHandler<K extends EventName> = (payload: EventRegistry[K]) => void

/** Typed event bus; `on` returns its own unsubscribe function. */
export interface EventBus {
  on<K extends EventName>(type: K, handler: EventHandler<K>): () => void
  once<K extends EventName>(type: K, handler: EventHandler<K>): () => void
  onAny(handler: (type: EventName, payload: unknown) => void): () => void
  emit<K extends EventName>(type: K, payload: EventRegistry[K]): void
}
