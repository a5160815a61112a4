/**
 * The CSS `inset()` that clips `box` (the rectangle of `element`) to what its scrolling or clipping ancestors show,
 * across shadow roots: an overlay placed on the box then never shows past the modal while it animates or scrolls.
 * `scale` is the overlay's own scale (it is laid out at the element's size and scaled to the box): the insets are in
 * its unscaled pixels.
 */
export function visibleInset(element: Element, box: DOMRect, win: Window, scale = 1): string {
  let { top, left, right, bottom } = box
  const up = (node: Element): Element | null =>
    node.parentElement ?? ((node.getRootNode() as ShadowRoot).host as Element | undefined) ?? null
  for (let node = up(element); node; node = up(node)) {
    if (win.getComputedStyle(node).overflow === 'visible') continue
    const rect = node.getBoundingClientRect()
    top = Math.max(top, rect.top)
    left = Math.max(left, rect.left)
    right = Math.min(right, rect.right)
    bottom = Math.min(bottom, rect.bottom)
  }
  const edge = (value: number) => `${Math.max(0, Math.round(value / scale))}px`
  return `inset(${edge(top - box.top)} ${edge(box.right - right)} ${edge(box.bottom - bottom)} ${edge(left - box.left)})`
}
