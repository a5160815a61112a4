import type { ViewComponent } from './ViewComponent.js'
import type { ViewDefinition } from './ViewDefinition.js'

type ViewModule = { readonly default: ViewComponent }
type ViewLoad = ViewDefinition['load']

/**
 * View chunks already loaded, by their load function (the registry keeps a copy of a definition, a
 * plugin's declared `views` the original): the shell renders these without suspending.
 */
export const preloadedViews = new WeakMap<ViewLoad, ViewModule>()
const loading = new WeakMap<ViewLoad, Promise<ViewModule>>()

/**
 * A view's chunk, requested once per definition however many times it is asked for. Once loaded the
 * promise carries React's `status`/`value` fields, so the shell reads it without suspending.
 */
export function loadViewOnce(definition: Pick<ViewDefinition, 'load'>): Promise<ViewModule> {
  const { load } = definition
  let chunk = loading.get(load)
  if (!chunk) {
    const settled: Promise<ViewModule> = Promise.resolve()
      .then(load)
      .then((module) => {
        preloadedViews.set(load, module)
        Object.assign(settled, { status: 'fulfilled', value: module })
        return module
      })
    chunk = settled
    chunk.catch(() => loading.delete(load))
    loading.set(load, chunk)
  }
  return chunk
}

/** Forgets a view's chunk (after it failed), so that the next request loads it again. */
export function forgetView(definition: ViewDefinition): void {
  loading.delete(definition.load)
  preloadedViews.delete(definition.load)
}

/**
 * Loads a view's chunk ahead of showing it, waiting at most `waitMs`: a fast chunk then renders at once
 * (no spinner), a slow one keeps loading behind the shell's loading state. Failures are left to the
 * shell's error state.
 */
export async function preloadView(definition: ViewDefinition | undefined, waitMs = 300): Promise<void> {
  if (!definition || preloadedViews.has(definition.load)) return
  let timer: ReturnType<typeof setTimeout> | undefined
  await Promise.race([
    loadViewOnce(definition).catch(() => {}),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, waitMs)
    }),
  ])
  clearTimeout(timer)
}
