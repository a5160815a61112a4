import type { PlaygroundServicesInfo } from '../server/PlaygroundServicesInfo.js'

let info: PlaygroundServicesInfo | undefined
let error: string | undefined
const listeners = new Set<() => void>()
let timer: ReturnType<typeof setInterval> | undefined
let snapshot: { readonly info: PlaygroundServicesInfo | undefined; readonly error: string | undefined } = {
  info,
  error,
}

async function refresh(): Promise<void> {
  try {
    const response = await fetch('/playground/services.json', { cache: 'no-store' })
    if (!response.ok) throw new Error(`services.json answered ${response.status}`)
    info = (await response.json()) as PlaygroundServicesInfo
    error = undefined
  } catch (cause) {
    error = cause instanceof Error ? cause.message : String(cause)
  }
  snapshot = { info, error }
  for (const listener of listeners) listener()
}

/** What the dev services saw (request log, analytics events, remote features), polled while someone listens. */
export const servicesInfo = {
  get: () => snapshot,
  refresh,
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    if (!timer) {
      void refresh()
      timer = setInterval(() => void refresh(), 1500)
    }
    return () => {
      listeners.delete(listener)
      if (listeners.size === 0 && timer) {
        clearInterval(timer)
        timer = undefined
      }
    }
  },
}
