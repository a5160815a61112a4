import { chunkGroup } from './chunkGroup.js'
import type { LoadedChunk } from './LoadedChunk.js'

let chunks: readonly LoadedChunk[] = []
const listeners = new Set<() => void>()
let started = false

const isScript = (entry: PerformanceResourceTiming, url: URL) =>
  url.origin === location.origin &&
  !url.pathname.startsWith('/gangway/') &&
  !url.pathname.startsWith('/playground/') &&
  (entry.initiatorType === 'script' || entry.initiatorType === 'other' || entry.initiatorType === 'link') &&
  (/\.(m?[jt]sx?)$/.test(url.pathname) || url.pathname.startsWith('/@'))

function record(list: readonly PerformanceEntry[]): void {
  const fresh: LoadedChunk[] = []
  for (const entry of list as readonly PerformanceResourceTiming[]) {
    const url = new URL(entry.name)
    if (!isScript(entry, url)) continue
    const path = `${url.pathname}${url.search}`
    fresh.push({
      id: chunks.length + fresh.length,
      path,
      ...chunkGroup(url.pathname),
      transferSize: entry.transferSize,
      decodedBodySize: entry.decodedBodySize,
      startTime: entry.startTime,
    })
  }
  if (fresh.length === 0) return
  chunks = [...chunks, ...fresh]
  for (const listener of listeners) listener()
}

/** Starts recording every script the page loads (buffered: also those before the call). */
export function startChunkRecorder(): void {
  if (started || typeof PerformanceObserver === 'undefined') return
  started = true
  performance.setResourceTimingBufferSize(5000)
  new PerformanceObserver((list) => record(list.getEntries())).observe({ type: 'resource', buffered: true })
}

/** The scripts recorded so far, oldest first; a new array after each change. */
export const loadedChunks = {
  get: (): readonly LoadedChunk[] => chunks,
  subscribe(listener: () => void): () => void {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
}
