import { tabbables } from './tabbables.js'

/** Keeps Tab and Shift+Tab cycling inside `container`, also when it lives in a shadow root. */
export function trapTab(event: KeyboardEvent, container: HTMLElement): void {
  const list = tabbables(container)
  const first = list[0]
  const last = list.at(-1)
  if (!first || !last) {
    event.preventDefault()
    container.focus()
    return
  }
  const active = (container.getRootNode() as Document | ShadowRoot).activeElement
  const inside = active !== container && active !== null && container.contains(active)
  const wrap = event.shiftKey ? !inside || active === first : !inside || active === last
  if (!wrap) return
  event.preventDefault()
  ;(event.shiftKey ? last : first).focus()
}
