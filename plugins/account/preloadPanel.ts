import type { ComponentType } from 'react'
import type { SlotEntry } from '../../entries/plugin.js'

type Load = NonNullable<SlotEntry['load']>

/** A slot panel's module being loaded, and its component once it is there. */
export interface PanelLoad {
  readonly promise: Promise<{ default: ComponentType }>
  component?: ComponentType
}

const loads = new WeakMap<Load, PanelLoad>()

/**
 * Starts loading a slot entry's panel once per loader (a failed load is asked again next time); SlotPanel renders
 * a panel that has arrived directly, so a panel loaded ahead shows in the view's first frame instead of a
 * spinner (React holds a revealed Suspense boundary for up to 300 ms).
 */
export function preloadPanel(load: Load): PanelLoad {
  const known = loads.get(load)
  if (known) return known
  const promise = (load as () => Promise<{ default: ComponentType }>)()
  const entry: PanelLoad = { promise }
  loads.set(load, entry)
  promise.then(
    (module) => {
      entry.component = module.default
    },
    () => loads.delete(load),
  )
  return entry
}
