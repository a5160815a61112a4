import type { DevRequest } from './DevRequest.js'

/** The dev services' request log: the last `max` requests, and listeners told of each one. */
export function createRequestLog(max: number): {
  add(entry: Omit<DevRequest, 'id'>): void
  list(): readonly DevRequest[]
  clear(): void
  onRequest(listener: (request: DevRequest) => void): () => void
} {
  let log: DevRequest[] = []
  let nextId = 1
  const listeners = new Set<(request: DevRequest) => void>()
  return {
    add(entry) {
      const logged: DevRequest = { ...entry, id: nextId++ }
      log.push(logged)
      if (log.length > max) log = log.slice(log.length - max)
      for (const listener of listeners) {
        try {
          listener(logged)
        } catch {}
      }
    },
    list: () => [...log],
    clear() {
      log = []
    },
    onRequest(listener) {
      listeners.add(listener)
      return () => {
        listeners.delete(listener)
      }
    },
  }
}
