import type { ViewId } from '../types/ViewRegistry.js'
import type { ViewComponent } from './ViewComponent.js'

/** A view a plugin registers for the modal router. */
export interface ViewDefinition {
  readonly id: ViewId
  /** Header title: a message-catalogue key or plain text. */
  readonly title?: string
  readonly load: () => Promise<{ readonly default: ViewComponent }>
  /** When false, the view is registered but not reachable (e.g. needs a connected account). */
  readonly guard?: () => boolean
}
