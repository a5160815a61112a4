import { type RefObject, useEffect, useRef } from 'react'

/** Calls `dismiss` on a click that both starts and ends on the backdrop itself (not a drag out of the dialog). */
export function useBackdropDismiss(backdrop: RefObject<HTMLElement | null>, dismiss: () => void): void {
  const latest = useRef(dismiss)
  latest.current = dismiss
  useEffect(() => {
    const element = backdrop.current
    if (!element) return
    let pressed = false
    const press = (event: MouseEvent) => {
      pressed = event.target === element
    }
    const click = (event: MouseEvent) => {
      if (pressed && event.target === element) latest.current()
      pressed = false
    }
    element.addEventListener('mousedown', press)
    element.addEventListener('click', click)
    return () => {
      element.removeEventListener('mousedown', press)
      element.removeEventListener('click', click)
    }
  }, [backdrop])
}
