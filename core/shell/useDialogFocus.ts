import { type RefObject, useLayoutEffect } from 'react'
import { deepActiveElement } from './deepActiveElement.js'

/** Focuses the dialog when shown and when a `screen` change loses focus, keeps it inside, then returns it to the opener. */
export function useDialogFocus(dialog: RefObject<HTMLElement | null>, screen: string, enabled = true): void {
  useLayoutEffect(() => {
    const element = dialog.current
    if (!element || !enabled) return
    const opener = deepActiveElement()
    if (!(opener && element.contains(opener))) element.focus({ preventScroll: true })
    const keepInside = (event: FocusEvent) => {
      if (!event.composedPath().includes(element)) element.focus({ preventScroll: true })
    }
    document.addEventListener('focusin', keepInside)
    return () => {
      document.removeEventListener('focusin', keepInside)
      const active = deepActiveElement()
      const lost = active === null || active === document.body || element.contains(active)
      if (lost && opener instanceof HTMLElement && opener.isConnected && !element.contains(opener))
        opener.focus({ preventScroll: true })
    }
  }, [dialog, enabled])
  useLayoutEffect(() => {
    const element = dialog.current
    const active = deepActiveElement()
    if (enabled && screen && element && !(active && element.contains(active)))
      element.focus({ preventScroll: true })
  }, [dialog, screen, enabled])
}
