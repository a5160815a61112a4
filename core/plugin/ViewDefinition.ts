import type { ViewId } from '../types/ViewRegistry.js'
import type { ViewComponent } from './ViewComponent.js'

/** A view a plugin registers for the modal router. */
export interface ViewDefinition {
  readonly id: ViewId
  /** Header title: a message-catalogue key or plain text. */
  readonly title?: string
  readonly load: () => Promise<{ readonly default: ViewComponent }>
  /**
   * How many ListItem-sized skeleton rows stand in for the view while its chunk loads: a whole number of at
   * least 1 (at most 24 are drawn); anything else, or a throw, gives the default 6 (the Connect view).
   */
  readonly skeletonRows?: number | (() => number)
  /** When false, the view is registered but not reachable (e.g. needs a connected account). */
  readonly guard?: () => boolean
  /**
   * The shell may render this view once, hidden and inert, while the page is idle (when it is the view the
   * next open shows), so that the click finds its code compiled and its styles computed. Declare it only
   * for a view that, while `useGangwayContext().rehearsal` is true, calls no service and loads no remote image.
   */
  readonly rehearse?: boolean
}
