import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useRef } from 'react'
import { ListSkeleton, rowsHint, type SlotEntry, Spinner, useTranslate } from '../../entries/plugin.js'
import { type PanelLoad, preloadPanel } from './preloadPanel.js'

type Load = NonNullable<SlotEntry['load']>
/** More rows than a tab panel shows before it scrolls. */
const MAX_SKELETON_ROWS = 12
const lazies = new WeakMap<PanelLoad, LazyExoticComponent<ComponentType>>()

/** The panel's component if its code is there, else one lazy panel per load (a panel chosen again renders at once). */
const panelOf = (load: Load): ComponentType => {
  const loading = preloadPanel(load)
  if (loading.component) return loading.component
  let panel = lazies.get(loading)
  if (!panel) {
    panel = lazy(() => loading.promise)
    lazies.set(loading, panel)
  }
  return panel
}

/**
 * The lazily loaded panel of a slot entry: at once when its code is there (loaded ahead, or chosen before),
 * else the skeleton rows its entry asks for (or a spinner) while its chunk arrives. The component is chosen once per mount and loader, so the panel
 * keeps its state when its code arrives.
 */
export function SlotPanel({ entry }: { readonly entry: SlotEntry }) {
  const t = useTranslate()
  const chosen = useRef<{ readonly load: Load | undefined; readonly Panel: ComponentType | undefined }>(
    undefined,
  )
  if (chosen.current?.load !== entry.load || !chosen.current)
    chosen.current = { load: entry.load, Panel: entry.load ? panelOf(entry.load) : undefined }
  const { Panel } = chosen.current
  if (!Panel) return null
  const rows = rowsHint(entry.skeletonRows, MAX_SKELETON_ROWS)
  const label = t('account.tabLoading')
  return (
    <Suspense fallback={rows ? <ListSkeleton count={rows} label={label} /> : <Spinner label={label} />}>
      <Panel />
    </Suspense>
  )
}
