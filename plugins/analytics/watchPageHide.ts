/** Calls `onHide` when the page is hidden or left (visibilitychange to hidden, pagehide); returns the unsubscribe. */
export function watchPageHide(onHide: () => void): () => void {
  if (typeof document === 'undefined' || typeof window === 'undefined') return () => {}
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') onHide()
  }
  document.addEventListener('visibilitychange', onVisibility)
  window.addEventListener('pagehide', onHide)
  return () => {
    document.removeEventListener('visibilitychange', onVisibility)
    window.removeEventListener('pagehide', onHide)
  }
}
