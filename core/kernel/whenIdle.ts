type IdleWindow = typeof globalThis & {
  readonly requestIdleCallback?: (run: () => void, options: { timeout: number }) => number
  readonly navigator?: { readonly connection?: { readonly saveData?: boolean } }
}

/** Runs `run` when the browser is next idle, within `timeoutMs`; at once (next task) where idle callbacks are missing. */
export function soonIdle(run: () => void, timeoutMs: number): void {
  const page = globalThis as IdleWindow
  if (page.requestIdleCallback) page.requestIdleCallback(run, { timeout: timeoutMs })
  else setTimeout(run)
}

/** Runs `run` once the page has loaded and the browser is idle; never where idle callbacks are missing or data is saved. */
export function whenIdle(run: () => void): void {
  const page = globalThis as IdleWindow
  if (!page.requestIdleCallback || page.navigator?.connection?.saveData) return
  const later = () => page.requestIdleCallback?.(run, { timeout: 3000 })
  if (document.readyState === 'complete') later()
  else addEventListener('load', later, { once: true })
}
