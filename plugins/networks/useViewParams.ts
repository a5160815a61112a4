import { useGangwayStore, type ViewRegistry } from '../../entries/plugin.js'

/** The params a view was opened with: the given prop, else those of its latest entry in the modal history. */
export function useViewParams<V extends keyof ViewRegistry>(
  view: V,
  given?: ViewRegistry[V],
): ViewRegistry[V] | undefined {
  const stored = useGangwayStore('modal', (state) => {
    for (let index = state.history.length - 1; index >= 0; index -= 1)
      if (state.history[index]?.view === view) return state.history[index]?.params
    return undefined
  })
  return given ?? (stored as ViewRegistry[V] | undefined)
}
