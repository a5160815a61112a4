import { type ComponentType, lazy, Suspense, useMemo } from 'react'
import { type SlotEntry, Spinner, useTranslate } from '../../entries/plugin.js'

/** The lazily loaded panel of a slot entry, with a spinner while its chunk arrives. */
export function SlotPanel({ entry }: { readonly entry: SlotEntry }) {
  const t = useTranslate()
  const load = entry.load
  const Panel = useMemo(
    () => (load ? lazy(load as () => Promise<{ default: ComponentType }>) : undefined),
    [load],
  )
  if (!Panel) return null
  return (
    <Suspense fallback={<Spinner label={t('account.tabLoading')} />}>
      <Panel />
    </Suspense>
  )
}
