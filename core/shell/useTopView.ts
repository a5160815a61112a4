import type { ViewDefinition } from '../plugin/ViewDefinition.js'
import { useGangwayStore } from '../react/useGangwayStore.js'
import type { ViewEntry } from '../types/ViewRegistry.js'

export interface TopView {
  readonly entry: ViewEntry
  /** The registered, reachable definition of the entry's view; undefined when no plugin provides it. */
  readonly definition: ViewDefinition | undefined
  readonly depth: number
}

/** The view on top of the modal history and its definition from the registry. */
export function useTopView(): TopView {
  const history = useGangwayStore('modal', (state) => state.history)
  const views = useGangwayStore('registry', (state) => state.views)
  const entry = history.at(-1) ?? { view: 'Connect' }
  const definition = views.get(entry.view)
  const reachable = definition !== undefined && (definition.guard?.() ?? true)
  return { entry, definition: reachable ? definition : undefined, depth: history.length }
}
