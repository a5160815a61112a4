import type { ComponentType } from 'react'
import type { ViewDefinition } from '../plugin/ViewDefinition.js'
import type { ViewEntry } from '../types/ViewRegistry.js'
import type { ViewCache } from './createViewCache.js'
import { useViewModule } from './useViewModule.js'

export interface LazyViewProps {
  readonly cache: ViewCache
  readonly definition: ViewDefinition
  readonly entry: ViewEntry
}

/** Renders a registered view, at once when its chunk is loaded, else suspending until it is; passes `{ params }`. */
export function LazyView({ cache, definition, entry }: LazyViewProps) {
  const module = useViewModule(cache, definition, entry)
  const View = module.default as unknown as ComponentType<{ readonly params: unknown }>
  return <View params={entry.params} />
}
