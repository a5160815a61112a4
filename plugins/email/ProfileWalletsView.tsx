import { useCallback, useEffect, useState } from 'react'
import {
  AlertBar,
  Button,
  CopyButton,
  ListSkeleton,
  TruncatedAddress,
  useGangwayContext,
  useGangwayStore,
  type ViewComponent,
} from '../../entries/plugin.js'
import type { EmailApi } from './EmailApi.js'
import type { FrameUser } from './protocol/FrameUser.js'

/** The ProfileWallets view over `api`: the embedded user's accounts (eip155, solana), each copyable; the one in use marked. */
export function bindProfileWalletsView(api: EmailApi): ViewComponent {
  // biome-ignore lint/correctness/noComponentHookFactories: one view per plugin instance, over its api; made once in setup
  return function ProfileWalletsView() {
    const { t } = useGangwayContext()
    const active = useGangwayStore('accounts', (state) => state.byNamespace.eip155?.address)
    const [user, setUser] = useState<FrameUser>()
    const [failed, setFailed] = useState(false)
    const load = useCallback(() => {
      setFailed(false)
      api.signedInUser().then(setUser, () => setFailed(true))
    }, [])
    useEffect(load, [load])

    if (failed)
      return (
        <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
          <AlertBar variant="error" message={t('email.wallets.failed')} />
          <Button variant="secondary" fullWidth onClick={load}>
            {t('email.wallets.retry')}
          </Button>
        </div>
      )
    if (!user) return <ListSkeleton count={2} label={t('email.wallets.loading')} />
    return (
      <ul aria-label={t('email.wallets.title')} style={{ margin: 0, padding: 0, listStyle: 'none' }}>
        {user.accounts.map((account) => {
          const namespace = account.namespace ?? 'eip155'
          return (
            <li
              key={`${namespace}:${account.address}`}
              className="gw-li"
              data-namespace={namespace}
              style={{ cursor: 'default' }}
            >
              <span className="gw-li-text">
                <span className="gw-li-label">
                  {namespace === 'solana' ? t('email.wallets.solana') : t('email.wallets.eip155')}
                </span>
                <span className="gw-li-desc">
                  <TruncatedAddress address={account.address} />
                  {namespace === 'eip155' && account.address.toLowerCase() === active?.toLowerCase()
                    ? ` · ${t('email.wallets.active')}`
                    : ''}
                </span>
              </span>
              <CopyButton
                value={account.address}
                label={t('email.wallets.copy')}
                copiedLabel={t('email.wallets.copied')}
                failedLabel={t('email.wallets.copyFailed')}
              />
            </li>
          )
        })}
      </ul>
    )
  }
}
