/** Runs `run` in a task after the next frame is painted (in the next task where there are no frames). */
export function afterPaint(run: () => void): void {
  const later = () => {
    setTimeout(run)
  }
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(later)
  else later()
}
