import type { ReactNode } from 'react'

/** A scrolling box a keyboard can reach (focusable), so that its overflow can be scrolled without a mouse. */
export function ScrollRegion({ children }: { readonly children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (axe scrollable-region-focusable)
    <div className="pg-table-wrap" tabIndex={0}>
      {children}
    </div>
  )
}
