import { type ComponentType, use } from 'react'
import type { ViewDefinition } from '../plugin/ViewDefinition.js'
import type { ViewCache } from './createViewCache.js'

export interface LazyViewProps {
  readonly cache: ViewCache
  readonly definition: ViewDefinition
  readonly params: unknown
}

/** Renders a registered view, at once when its chunk is loaded, else suspending until it is; passes `{ params }`. */
export function LazyView({ cache, definition, params }: LazyViewProps) {
  const module = use(cache.load(definition))
  const View = module.default as unknown as ComponentType<{ readonly params: unknown }>
  return <View params={params} />
}
