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
   * How many rows of 40 px controls (inputs, buttons), 8 px apart, the `load` component shows: while its chunk
   * loads, as many skeleton bars hold its place, so that the Connect view does not change height when it
   * arrives (read when the entry renders; a whole number from 1 to 6, else a spinner stands in).
   */
  readonly controlRows?: number | (() => number)
}
