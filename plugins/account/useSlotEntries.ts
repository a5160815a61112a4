import { useMemo } from 'react'
import { type SlotEntry, useGangwayStore } from '../../entries/plugin.js'

/** The entries plugins registered in `slot`, by `order`, else by their place in `known`, else last. */
export function useSlotEntries(slot: string, known: readonly string[] = []): readonly SlotEntry[] {
  const slots = useGangwayStore('registry', (state) => state.slots)
  const namespace = useGangwayStore('networks', (state) => state.activeNamespace)
  const account = useGangwayStore('accounts', (state) =>
    namespace ? state.byNamespace[namespace] : undefined,
  )
  const features = useGangwayStore('features', (state) => state)
  // biome-ignore lint/correctness/useExhaustiveDependencies: entries' guards read the active namespace, its account and the features
  return useMemo(() => {
    const rank = (entry: SlotEntry) => {
      const index = known.indexOf(entry.id)
      return entry.order ?? (index < 0 ? known.length : index)
    }
    return slots
      .filter((entry) => entry.slot === slot && (entry.guard?.() ?? true))
      .map((entry, index) => ({ entry, index }))
      .sort((a, b) => rank(a.entry) - rank(b.entry) || a.index - b.index)
      .map(({ entry }) => entry)
  }, [slots, slot, known, namespace, account?.address, features])
}
