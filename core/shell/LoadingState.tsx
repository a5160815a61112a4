import { ListSkeleton } from '../../ui-kit/index.js'
import { connectRows } from '../plugin/connectRows.js'
import { rowsHint } from '../plugin/rowsHint.js'
import type { ViewDefinition } from '../plugin/ViewDefinition.js'
import { useGangwayStore } from '../react/useGangwayStore.js'
import { useTranslate } from '../react/useTranslate.js'
import type { ConnectMethod, Features } from '../types/Features.js'

/** A view's frame with no hint of its own. */
const DEFAULT_ROWS = 6
/** More rows than a modal of the tallest screens shows: a view asking for more gets this many. */
const MAX_ROWS = 24
/** Spec section 9: the Connect view's recommended wallets (the connect plugin's walletList.recommended). */
const RECOMMENDED_WALLETS = 4

/**
 * The Connect view's frame before its plugins and chunk are there: its sections in the configured order (the
 * e-mail field and its button, the social buttons, the wallet list) with the 'or' line between them, as tall as
 * the view they stand for, so that the loaded view does not grow out of a wallet-list-only frame.
 */
function ConnectSkeleton({
  features,
  walletRows,
}: {
  readonly features: Features
  readonly walletRows: number
}) {
  const socials = (features.socials || []).length
  // Nothing here is read out (no words, the bars' spans empty, the list aria-hidden): the frame's label is.
  // 40 px bars of controls a section shows (the e-mail field and its button; the first social button and the
  // others' icon row; the collapsed wallets' button); 0: the wallet list's rows.
  const bars: Record<ConnectMethod, number> = {
    email: features.email ? 2 : 0,
    social: Math.min(socials, 2),
    wallet: features.collapseWallets ? 1 : 0,
  }
  return [...new Set(features.connectMethodsOrder)]
    .filter((method) => method === 'wallet' || bars[method] > 0)
    .map((method, index) => (
      <div key={method} className="gw-list-skel" data-section={method}>
        {index > 0 && <p className="gw-hint">{'\u00a0'}</p>}
        {bars[method] ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders
          Array.from({ length: bars[method] }, (_, bar) => <span key={bar} className="gw-skel gw-skel-bar" />)
        ) : (
          <ListSkeleton count={walletRows} />
        )}
      </div>
    ))
}

export interface LoadingStateProps {
  /** The view that loads, when known. */
  readonly definition?: ViewDefinition | undefined
  /** Its name; absent: the first open's own choice (Connect, or Account when an account is connected). */
  readonly view?: string | undefined
}

/**
 * The frame shown while the modal opens or a view's chunk arrives: skeleton rows of the view's height, as
 * many as its `skeletonRows` says (a plugin's hint, checked: rowsHint), else six. The Connect view without a
 * hint (named, or the first open's with no account connected) gets its own shape: ConnectSkeleton, whose
 * wallet list has the plugin loaders' rows (WalletConnect's entry), the recommended wallets and All Wallets.
 */
export function LoadingState({ definition, view }: LoadingStateProps) {
  const t = useTranslate()
  const features = useGangwayStore('features', (state) => state.features)
  const connected = useGangwayStore('accounts', (state) =>
    Object.values(state.byNamespace).some((account) => account?.status === 'connected'),
  )
  const pluginRows = connectRows(useGangwayStore('modal', (state) => state.connectRows))
  const rows = rowsHint(definition?.skeletonRows, MAX_ROWS)
  if (rows === undefined && (view === 'Connect' || (view === undefined && !connected)))
    return (
      <div role="status" className="gw-list-skel" style={{ gap: 12 }} data-testid="connect-skeleton">
        <span className="gw-sr">{t('shell.loading')}</span>
        <ConnectSkeleton
          features={features}
          walletRows={Math.max(
            1,
            pluginRows +
              (features.connectorTypeOrder.includes('recommended') ? RECOMMENDED_WALLETS : 0) +
              (features.allWallets ? 1 : 0),
          )}
        />
      </div>
    )
  return <ListSkeleton count={rows ?? DEFAULT_ROWS} label={t('shell.loading')} />
}
