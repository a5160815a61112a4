import { useEffect, useState } from 'react'
import { afterPaint, Tabs, useTranslate } from '../../entries/plugin.js'
import { preloadPanel } from './preloadPanel.js'
import { SlotPanel } from './SlotPanel.js'
import { useSlotEntries } from './useSlotEntries.js'

const knownTabs = ['tokens', 'nfts', 'activity']

/** Tokens, NFTs, Activity...: one tab per 'account.tabs' entry (each tab's code loaded once the view is painted); no tab bar when no plugin fills one. */
export function AccountTabs() {
  const t = useTranslate()
  const entries = useSlotEntries('account.tabs', knownTabs)
  const [chosen, setChosen] = useState<string>()
  // Once the view is painted, the other tabs' code loads too: a tab chosen later shows at once.
  useEffect(() => {
    afterPaint(() => {
      for (const entry of entries) if (entry.load) preloadPanel(entry.load)
    })
  }, [entries])
  if (entries.length === 0) return null
  const selected = entries.find((entry) => entry.id === chosen) ?? entries[0]!
  return (
    <Tabs
      label={t('account.tabs')}
      items={entries.map((entry) => ({ id: entry.id, label: t.dynamic(entry.label) }))}
      value={selected.id}
      onValueChange={setChosen}
    >
      {() => <SlotPanel key={selected.id} entry={selected} />}
    </Tabs>
  )
}
