import { useContext } from 'react'
import type { ViewDefinition } from '../plugin/ViewDefinition.js'
import { useGangwayStore } from '../react/useGangwayStore.js'
import type { ViewEntry } from '../types/ViewRegistry.js'
import { PendingMessages } from './PendingMessages.js'

export interface TopView {
  readonly entry: ViewEntry
  /** The registered, reachable definition of the entry's view; undefined when no plugin provides it. */
  readonly definition: (ViewDefinition & { readonly plugin: string }) | undefined
  /** The view's plugin strings are still loading: show the loading state, never raw keys. */
  readonly waiting: boolean
  readonly depth: number
}

/** The view on top of the modal history (or `rehearsal`, the entry a rehearsal shows) and its definition. */
export function useTopView(rehearsal?: ViewEntry): TopView {
  const history = useGangwayStore('modal', (state) => state.history)
  const views = useGangwayStore('registry', (state) => state.views)
  const entry = rehearsal ?? history.at(-1) ?? { view: 'Connect' }
  const definition = views.get(entry.view)
  const pending = useContext(PendingMessages)
  const reachable = definition !== undefined && (definition.guard?.() ?? true)
  return {
    entry,
    definition: reachable ? definition : undefined,
    waiting: reachable && pending.has(definition.plugin),
    depth: rehearsal ? 1 : history.length,
  }
}
