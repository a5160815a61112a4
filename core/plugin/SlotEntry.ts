import type { ViewId } from '../types/ViewRegistry.js'
import type { ViewComponent } from './ViewComponent.js'

/** An entry a plugin puts into a named place of another screen (account tabs, wallet features...). */
export interface SlotEntry {
  readonly slot: string
  readonly id: string
  readonly label: string
  readonly order?: number
  readonly view?: ViewId
  readonly load?: () => Promise<{ readonly default: ViewComponent }>
  /** Shown only while this returns true (read again when the active namespace, its account or the features change). */
  readonly guard?: () => boolean
  /**
   * For a Connect slot ('connect.methods'...): how many rows of 40 px controls (inputs, buttons), 8 px apart,
   * the `load` component shows. While its chunk loads, as many skeleton bars hold its place, so that the
   * Connect view does not change height when it arrives (read when the entry renders; a whole number of at
   * least 1, at most 6 drawn; anything else, or a throw, and a spinner stands in).
   */
  readonly controlRows?: number | (() => number)
  /**
   * For an 'account.tabs' panel: how many ListItem-sized skeleton rows (ListSkeleton) stand in while its
   * chunk loads; give what the panel itself shows while its data loads, so the tab does not change height
   * twice (a whole number of at least 1, at most 12 drawn; anything else, or a throw, and a spinner stands in).
   */
  readonly skeletonRows?: number | (() => number)
}
