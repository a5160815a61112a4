import {
  AlertBar,
  ListSkeleton,
  tokenBalanceUnavailable,
  usePortfolio,
  useTranslate,
  WindowedList,
} from '../../../entries/plugin.js'
import { TAB_LOADING_ROWS } from '../tabLoadingRows.js'
import { TokenRow } from './TokenRow.js'

const ROW_HEIGHT = 60
const VISIBLE_ROWS = 6

/** The Tokens tab: the active account's tokens on its network by value (usePortfolio), windowed. */
export function TokensTab() {
  const t = useTranslate()
  const { tokens, status } = usePortfolio()
  if (status === 'unavailable') return <AlertBar variant="error" message={tokenBalanceUnavailable} />
  if (tokens.length === 0 && (status === 'loading' || status === 'idle'))
    return <ListSkeleton count={TAB_LOADING_ROWS} label={t('account.tokens.loading')} />
  if (tokens.length === 0) return <p className="gw-empty">{t('account.tokens.empty')}</p>
  return (
    <WindowedList
      label={t('account.tokens')}
      items={tokens}
      rowHeight={ROW_HEIGHT}
      height={Math.min(tokens.length, VISIBLE_ROWS) * ROW_HEIGHT}
      itemKey={(token) => token.address ?? 'native'}
      renderItem={(token) => <TokenRow token={token} currency="$" />}
    />
  )
}
