import { type ComponentType, type LazyExoticComponent, lazy, Suspense } from 'react'
import { type SlotEntry, Spinner, useTranslate } from '../../entries/plugin.js'

type Load = NonNullable<SlotEntry['load']>
const panels = new WeakMap<Load, LazyExoticComponent<ComponentType>>()

/** The lazily loaded panel of a slot entry, with a spinner while its chunk arrives (once per loader: a panel chosen again renders at once). */
export function SlotPanel({ entry }: { readonly entry: SlotEntry }) {
  const t = useTranslate()
  const load = entry.load
  if (!load) return null
  let Panel = panels.get(load)
  if (!Panel) {
    Panel = lazy(load as () => Promise<{ default: ComponentType }>)
    panels.set(load, Panel)
  }
  return (
    <Suspense fallback={<Spinner label={t('account.tabLoading')} />}>
      <Panel />
    </Suspense>
  )
}
