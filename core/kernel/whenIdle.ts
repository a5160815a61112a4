type IdleWindow = typeof globalThis & {
  readonly requestIdleCallback?: (run: () => void, options: { timeout: number }) => number
  readonly navigator?: { readonly connection?: { readonly saveData?: boolean } }
}

/** Runs `run` once the page has loaded and the browser is idle; never where idle callbacks are missing or data is saved. */
export function whenIdle(run: () => void): void {
  const page = globalThis as IdleWindow
  if (!page.requestIdleCallback || page.navigator?.connection?.saveData) return
  const later = () => page.requestIdleCallback?.(run, { timeout: 3000 })
  if (document.readyState === 'complete') later()
  else addEventListener('load', later, { once: true })
}
