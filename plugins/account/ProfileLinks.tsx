import { Icon, ListItem, useGangway, useTranslate } from '../../entries/plugin.js'
import { useSlotEntries } from './useSlotEntries.js'

/** One row per 'account.profile' entry with a view (the embedded wallet's wallets and e-mail change); nothing without. */
export function ProfileLinks() {
  const t = useTranslate()
  const gangway = useGangway()
  const entries = useSlotEntries('account.profile').filter((entry) => entry.view !== undefined)
  if (entries.length === 0) return null
  return (
    <ul aria-label={t('account.profile')} style={{ margin: 0, padding: 0, listStyle: 'none' }}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <ListItem
            end={<Icon name="chevron" size={16} />}
            onClick={() => entry.view && gangway.navigate(entry.view)}
          >
            {t.dynamic(entry.label)}
          </ListItem>
        </li>
      ))}
    </ul>
  )
}
