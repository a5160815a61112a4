import type { ViewId } from '../types/ViewRegistry.js'
import type { ViewComponent } from './ViewComponent.js'

/** A view a plugin registers for the modal router. */
export interface ViewDefinition {
  readonly id: ViewId
  /** Header title: a message-catalogue key or plain text. */
  readonly title?: string
  readonly load: () => Promise<{ readonly default: ViewComponent }>
  /** How many ListItem-sized skeleton rows stand in for the view while its chunk loads; default 6 (the Connect view). */
  readonly skeletonRows?: () => number
  /** When false, the view is registered but not reachable (e.g. needs a connected account). */
  readonly guard?: () => boolean
}
