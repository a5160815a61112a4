import { type ComponentType, use } from 'react'
import type { ViewDefinition } from '../plugin/Plugin.js'
import type { ViewCache } from './createViewCache.js'

export interface LazyViewProps {
  readonly cache: ViewCache
  readonly definition: ViewDefinition
  readonly params: unknown
}

/** Renders a registered view once its chunk has loaded (suspends until then), passing it `{ params }`. */
export function LazyView({ cache, definition, params }: LazyViewProps) {
  const View = use(cache.load(definition)).default as unknown as ComponentType<{ readonly params: unknown }>
  return <View params={params} />
}
