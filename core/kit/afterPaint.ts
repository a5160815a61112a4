type IdleScope = typeof globalThis & {
  readonly requestIdleCallback?: (run: () => void, options: { timeout: number }) => number
}

/**
 * Runs `run` once the next frame is painted and the main thread is idle (within 500 ms), so that
 * background work never delays what the visitor is about to see; where idle callbacks do not exist, in
 * the task after the frame.
 */
export function afterPaint(run: () => void): void {
  const scope = globalThis as IdleScope
  const later = () => {
    if (scope.requestIdleCallback) scope.requestIdleCallback(run, { timeout: 500 })
    else setTimeout(run)
  }
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(later)
  else later()
}
