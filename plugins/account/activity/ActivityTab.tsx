import { useMemo } from 'react'
import {
  type HistoryItem,
  ListSkeleton,
  useGangwayStore,
  useNetwork,
  useTranslate,
  WindowedList,
} from '../../../entries/plugin.js'
import { TAB_LOADING_ROWS } from '../tabLoadingRows.js'
import { ActivityRow } from './ActivityRow.js'
import { groupTransactionsByYear } from './groupTransactionsByYear.js'
import { useActivity } from './useActivity.js'

const ROW_HEIGHT = 60
const VISIBLE_ROWS = 6

type Row =
  | { readonly month: string; readonly key: string }
  | { readonly item: HistoryItem; readonly key: string }

/** The Activity tab: the connected chain's transactions by year then month, newest first, windowed, more loaded on scroll. */
export function ActivityTab() {
  const t = useTranslate()
  const { network } = useNetwork()
  const { items, status, hasMore, loadMore } = useActivity()
  const locale = useGangwayStore('appearance', (state) => state.locale)
  const now = Date.now()
  const rows = useMemo(() => {
    const monthName = new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' })
    return groupTransactionsByYear(items).flatMap((group): Row[] => [
      { month: monthName.format(new Date(group.year, group.month, 1)), key: `${group.year}-${group.month}` },
      ...group.items.map((item) => ({ item, key: item.id })),
    ])
  }, [items, locale])
  if (items.length === 0 && status === 'loading')
    return <ListSkeleton count={TAB_LOADING_ROWS} label={t('account.activity.loading')} />
  if (items.length === 0) return <p className="gw-empty">{t('account.activity.empty')}</p>
  return (
    <WindowedList
      label={t('account.activity')}
      items={rows}
      rowHeight={ROW_HEIGHT}
      height={Math.min(rows.length, VISIBLE_ROWS) * ROW_HEIGHT}
      itemKey={(row) => row.key}
      renderItem={(row) =>
        'month' in row ? (
          <h4
            style={{
              margin: 0,
              height: '100%',
              display: 'flex',
              alignItems: 'center',
              padding: '0 8px',
            }}
          >
            {row.month}
          </h4>
        ) : (
          <ActivityRow item={row.item} network={network} now={now} />
        )
      }
      onEndReached={hasMore && status === 'ready' ? loadMore : undefined}
    />
  )
}
