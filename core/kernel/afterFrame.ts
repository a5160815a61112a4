/**
 * Runs `run` in the task after the next frame, so that work the visitor does not see at once (a service
 * request, say) never delays the frame that shows what they asked for; without frames, in the next task.
 */
export function afterFrame(run: () => void): void {
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(run))
  else setTimeout(run)
}
