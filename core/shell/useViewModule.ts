import * as React from 'react'
import type { ViewDefinition } from '../plugin/ViewDefinition.js'
import type { ViewEntry } from '../types/ViewRegistry.js'
import type { ViewCache, ViewModule } from './createViewCache.js'

type TrackedChunk = Promise<ViewModule> & { readonly status?: string; readonly value?: ViewModule }

/**
 * A view's module inside render, suspending while it loads: React 19's `use`, or on React 18 the
 * thrown-promise protocol, where a failed chunk is thrown to the error boundary for as long as its
 * history entry is shown (until retried), as `use` does.
 */
export function useViewModule(cache: ViewCache, definition: ViewDefinition, entry: ViewEntry): ViewModule {
  const use = (React as { use?: <T>(usable: Promise<T>) => T }).use
  if (use) return use(cache.load(definition))
  const failed = cache.failure(entry)
  if (failed) throw failed.reason
  const chunk: TrackedChunk = cache.load(definition)
  if (chunk.status === 'fulfilled' && chunk.value) return chunk.value
  throw chunk.then(
    () => undefined,
    (reason: unknown) => cache.fail(entry, reason),
  )
}
