import { useMemo } from 'react'
import {
  Button,
  Icon,
  type IconName,
  useGangway,
  useGangwayStore,
  useTranslate,
  type WalletFeature,
} from '../../entries/plugin.js'
import { useSlotEntries } from './useSlotEntries.js'

const icons: Readonly<Record<string, IconName>> = {
  onramp: 'onramp',
  swaps: 'swaps',
  receive: 'receive',
  send: 'send',
} satisfies Record<WalletFeature, IconName>

/** The wallet feature buttons in `walletFeaturesOrder`, one per 'account.features' entry; nothing without entries. */
export function WalletFeatures() {
  const t = useTranslate()
  const gangway = useGangway()
  const order = useGangwayStore('features', (state) => state.features.walletFeaturesOrder)
  const entries = useSlotEntries('account.features')
  const shown = useMemo(() => {
    const known = order.flatMap((id) => entries.filter((entry) => entry.id === id))
    const custom = entries.filter((entry) => !Object.hasOwn(icons, entry.id))
    return [...known, ...custom].filter((entry) => entry.view !== undefined)
  }, [order, entries])
  if (shown.length === 0) return null
  return (
    <ul
      aria-label={t('account.features')}
      style={{ display: 'flex', gap: 8, margin: 0, padding: 0, listStyle: 'none' }}
    >
      {shown.map((entry) => (
        <li key={entry.id} style={{ flex: 1 }}>
          <Button
            variant="secondary"
            fullWidth
            className="gw-btn--tile"
            onClick={() => entry.view && gangway.navigate(entry.view)}
          >
            <Icon name={icons[entry.id] ?? 'chevron'} size={18} />
            {t.dynamic(entry.label)}
          </Button>
        </li>
      ))}
    </ul>
  )
}
