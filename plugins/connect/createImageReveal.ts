export interface ImageReveal {
  /** Whether `url` is loaded and may be shown. */
  revealed(url: string): boolean
  /** A tile waits for `url`: it is revealed with the others of its batch. Returns the release (the tile no longer waits). */
  expect(url: string): () => void
  /** `url` loaded (revealed with its batch) or failed (no longer waited for). */
  settle(url: string, loaded: boolean): void
  subscribe(listener: () => void): () => void
}

/**
 * Reveals loaded images in batches rather than one by one: once every awaited image has settled, or
 * `waitMs` after a batch began, whichever comes first, every image loaded meanwhile is added to `loaded`
 * and the listeners hear of it once, so that their tiles show the images in one render and one frame.
 */
export function createImageReveal(loaded: Set<string>, waitMs: number): ImageReveal {
  const waiting = new Map<string, number>()
  const ready = new Set<string>()
  const listeners = new Set<() => void>()
  let timer: ReturnType<typeof setTimeout> | undefined

  const flush = () => {
    clearTimeout(timer)
    timer = waiting.size > 0 ? setTimeout(flush, waitMs) : undefined
    if (ready.size === 0) return
    for (const url of ready) loaded.add(url)
    ready.clear()
    for (const listener of [...listeners]) listener()
  }
  const settleIfDone = () => {
    if (waiting.size === 0) flush()
  }

  return {
    revealed: (url) => loaded.has(url),
    expect(url) {
      if (loaded.has(url)) return () => {}
      waiting.set(url, (waiting.get(url) ?? 0) + 1)
      timer ??= setTimeout(flush, waitMs)
      let released = false
      return () => {
        if (released) return
        released = true
        const count = (waiting.get(url) ?? 1) - 1
        if (count > 0) waiting.set(url, count)
        else if (waiting.delete(url)) settleIfDone()
      }
    },
    settle(url, ok) {
      if (ok && !loaded.has(url)) ready.add(url)
      waiting.delete(url)
      settleIfDone()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
  }
}
