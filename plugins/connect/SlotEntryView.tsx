import { type ComponentType, lazy, Suspense, useMemo } from 'react'
import { Button, type SlotEntry, Spinner, useGangway, useTranslate } from '../../entries/plugin.js'

/** A slot entry of another plugin: its own component when it has one, else a button to its view. */
export function SlotEntryView({
  entry,
  disabled,
}: {
  readonly entry: SlotEntry
  readonly disabled: boolean
}) {
  const t = useTranslate()
  const gangway = useGangway()
  const { load, view } = entry
  const Component = useMemo(
    () => (load ? lazy(load as () => Promise<{ default: ComponentType }>) : undefined),
    [load],
  )
  if (Component)
    return (
      <Suspense fallback={<Spinner size="sm" label={t.dynamic(entry.label)} />}>
        <Component />
      </Suspense>
    )
  if (!view) return null
  return (
    <Button variant="secondary" fullWidth disabled={disabled} onClick={() => gangway.navigate(view)}>
      {t.dynamic(entry.label)}
    </Button>
  )
}
