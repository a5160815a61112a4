import { type RefObject, useLayoutEffect } from 'react'

/** Below this visual viewport scale the page is drawn smaller than the screen's own pixels. */
const ZOOMED_OUT = 0.99
const near = (a: number, b: number) => Math.abs(a - b) <= 1

/**
 * Draws a fixed layer at the screen's own size on a page that is zoomed out: a phone page without a
 * viewport tag is laid out 980 px wide and shown at about 0.4, so the modal would be a tiny centred
 * dialog. There the layer covers the visual viewport as it is when it appears, laid out in screen
 * pixels (so a phone gets its bottom sheet) and scaled up to fill it. `corner` keeps the layer's own
 * size and puts it at the top right of the visual viewport instead (the floating notices).
 *
 * Fitted when it appears and when the layout viewport changes (rotation), never on a pinch: a visitor
 * who zooms in afterwards enlarges it like the page. A layer inside a host's element (`mount`), which
 * does not cover the layout viewport, is left as it is.
 */
export function useScreenFit(ref: RefObject<HTMLElement | null>, corner = false): void {
  useLayoutEffect(() => {
    const element = ref.current
    const view = window.visualViewport
    if (!element || !view) return
    const root = document.documentElement
    const style = element.style
    // The layout viewport size it is fitted for; '' while it is not fitted (nothing to undo).
    let fitted = ''
    const unfit = () => {
      for (const name of ['left', 'top', 'right', 'width', 'height', 'transform', 'transform-origin'])
        style.removeProperty(name)
    }
    const refit = () => {
      // Read first and alone: on a page that is not zoomed out this is all it does (no layout is forced).
      const scale = view.scale
      if (!(scale > 0 && scale < ZOOMED_OUT)) {
        if (fitted) unfit()
        fitted = ''
        return
      }
      const size = `${root.clientWidth}x${root.clientHeight}`
      if (size === fitted) return
      unfit()
      fitted = size
      // Where the stylesheet puts it: over the layout viewport, or 16 px from its top right corner.
      const box = element.getBoundingClientRect()
      const placed = corner
        ? near(box.top, 16) && near(box.right, root.clientWidth - 16)
        : near(box.top, 0) && near(box.left, 0) && near(box.width, root.clientWidth)
      if (!placed) return
      const up = 1 / scale
      if (corner) {
        // Placed by its left edge: Chromium may lay fixed layers out on a viewport wider than clientWidth.
        style.width = `min(var(--gw-modal-width),${view.width * scale - 32}px)`
        style.top = `${view.offsetTop + 16 * up}px`
        style.left = `${view.offsetLeft + view.width - (element.offsetWidth + 16) * up}px`
        style.right = 'auto'
        style.transformOrigin = '0 0'
      } else {
        style.left = `${view.offsetLeft}px`
        style.top = `${view.offsetTop}px`
        style.width = `${view.width * scale}px`
        style.height = `${view.height * scale}px`
        style.transformOrigin = '0 0'
      }
      style.transform = `scale(${up})`
    }
    refit()
    addEventListener('resize', refit)
    return () => removeEventListener('resize', refit)
  }, [ref, corner])
}
