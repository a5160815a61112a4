import { useEffect, useSyncExternalStore } from 'react'
import {
  AlertBar,
  Button,
  ListSkeleton,
  TruncatedAddress,
  useGangwayContext,
  useGangwayStore,
  type ViewComponent,
} from '../../entries/plugin.js'
import type { SmartAccountsApi } from './SmartAccountsApi.js'
import type { SmartSession } from './SmartSession.js'

interface SessionsState {
  readonly sessions?: readonly SmartSession[]
  readonly failed: boolean
  /** The context of the session being revoked. */
  readonly revoking?: string
  readonly revokeFailed: boolean
}

/**
 * The SmartSessions view over `api`: the keys apps hold for the connected smart account (feature `smartSessions`),
 * each with its contract, how many functions it may call and until when; Revoke ends one (a user operation the
 * owner approves), then the list is read again from the account's contract. Its state lives beside the view, not
 * in it: the approval view covers this one while the revoke waits, and this one, shown again, carries on (read
 * afresh on its return, the list still held the key, since the revoke lands after the approval).
 */
export function bindSmartSessionsView(api: Pick<SmartAccountsApi, 'getPermissions' | 'revokePermissions'>) {
  let state: SessionsState = { failed: false, revokeFailed: false }
  const listeners = new Set<() => void>()
  const set = (patch: Partial<SessionsState>) => {
    state = { ...state, ...patch }
    for (const listener of listeners) listener()
  }
  const subscribe = (listener: () => void) => {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  }
  const load = () => {
    set({ failed: false })
    api.getPermissions().then(
      (sessions) => set({ sessions }),
      () => set({ failed: true }),
    )
  }
  const revoke = async (session: SmartSession) => {
    set({ revoking: session.context, revokeFailed: false })
    try {
      await api.revokePermissions(session)
      set({ sessions: await api.getPermissions() })
    } catch {
      set({ revokeFailed: true })
    } finally {
      set({ revoking: undefined })
    }
  }
  // biome-ignore lint/correctness/noComponentHookFactories: one view per plugin instance, over its api; made once in setup
  const SmartSessionsView: ViewComponent = function SmartSessionsView() {
    const { t } = useGangwayContext()
    const locale = useGangwayStore('appearance', (store) => store.locale)
    const { sessions, failed, revoking, revokeFailed } = useSyncExternalStore(subscribe, () => state)
    useEffect(() => {
      // Opened afresh: read the account again (not while a revoke this view began is under way).
      if (state.revoking !== undefined) return
      set({ sessions: undefined, revokeFailed: false })
      load()
    }, [])
    const when = (expiry: number) =>
      new Date(expiry * 1000).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' })

    if (failed)
      return (
        <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
          <AlertBar variant="error" message={t('smartAccounts.sessions.failed')} />
          <Button variant="secondary" fullWidth onClick={load}>
            {t('smartAccounts.sessions.retry')}
          </Button>
        </div>
      )
    if (!sessions) return <ListSkeleton count={2} label={t('smartAccounts.sessions.loading')} />
    if (sessions.length === 0)
      return (
        <p className="gw-hint" style={{ textAlign: 'center', margin: '24px 0' }}>
          {t('smartAccounts.sessions.none')}
        </p>
      )
    return (
      <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        {revokeFailed && <AlertBar variant="error" message={t('smartAccounts.sessions.revokeFailed')} />}
        <ul
          aria-label={t('smartAccounts.sessions.title')}
          style={{
            margin: 0,
            padding: 0,
            listStyle: 'none',
            display: 'flex',
            flexDirection: 'column',
            gap: 8,
          }}
        >
          {sessions.map((session) => {
            const permission = session.permissions[0]?.data
            const count = String(permission?.selectors.length ?? 0)
            const date = when(session.expiry)
            return (
              <li
                key={session.context}
                className="gw-li"
                data-status={session.status}
                style={{ cursor: 'default' }}
              >
                <span className="gw-li-text">
                  <span className="gw-li-label">
                    {t('smartAccounts.sessions.contract')}{' '}
                    <TruncatedAddress address={permission?.address ?? ''} />
                  </span>
                  <span className="gw-li-desc">
                    {session.status === 'expired'
                      ? t('smartAccounts.sessions.expired', { count, date })
                      : t('smartAccounts.sessions.until', { count, date })}
                  </span>
                  <span className="gw-li-desc">
                    {t('smartAccounts.sessions.key')} <TruncatedAddress address={session.signer.data.id} />
                  </span>
                </span>
                {session.status === 'active' && (
                  <Button
                    variant="secondary"
                    size="sm"
                    loading={revoking === session.context}
                    disabled={revoking !== undefined}
                    onClick={() => void revoke(session)}
                  >
                    {t('smartAccounts.sessions.revoke')}
                  </Button>
                )}
              </li>
            )
          })}
        </ul>
      </div>
    )
  }
  return SmartSessionsView
}
