import { type ComponentType, lazy, Suspense, useMemo } from 'react'
import { Button, rowsHint, type SlotEntry, Spinner, useGangway, useTranslate } from '../../entries/plugin.js'

const MAX_CONTROL_ROWS = 6

/** While a slot's component loads: a skeleton bar for each of its rows of controls, announced as loading its label. */
function ControlSkeleton({ rows, label }: { readonly rows: number; readonly label: string }) {
  return (
    <div
      role="status"
      data-testid="slot-skeleton"
      style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
    >
      <span className="gw-sr">{label}</span>
      {Array.from({ length: rows }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
        <span key={index} className="gw-skel gw-skel-bar" aria-hidden="true" />
      ))}
    </div>
  )
}

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
  if (Component) {
    const rows = rowsHint(entry.controlRows, MAX_CONTROL_ROWS)
    const label = t.dynamic(entry.label)
    return (
      <Suspense
        fallback={rows ? <ControlSkeleton rows={rows} label={label} /> : <Spinner size="sm" label={label} />}
      >
        <Component />
      </Suspense>
    )
  }
  if (!view) return null
  return (
    <Button variant="secondary" fullWidth disabled={disabled} onClick={() => gangway.navigate(view)}>
      {t.dynamic(entry.label)}
    </Button>
  )
}
