import type { LoggedEvent } from './LoggedEvent.js'

const limit = 300
let entries: readonly LoggedEvent[] = []
let nextId = 1
const listeners = new Set<() => void>()

/** The event log across widget instances: newest last, at most 300 entries. */
export const eventLog = {
  get: (): readonly LoggedEvent[] => entries,
  add(type: string, payload: string, marker = false): void {
    entries = [...entries.slice(-(limit - 1)), { id: nextId++, time: Date.now(), type, payload, marker }]
    for (const listener of listeners) listener()
  },
  clear(): void {
    entries = []
    for (const listener of listeners) listener()
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}
