import { useGangwayStore } from '../../../core/react/index.js'
import type { ChainNamespace } from '../../../entries/gangway.js'
import { describePayload } from '../state/describePayload.js'

/** The kernel's state per namespace (stores.accounts and stores.networks), and the modal's. */
export function StatePanel() {
  const accounts = useGangwayStore('accounts', (state) => state.byNamespace)
  const networks = useGangwayStore('networks', (state) => state)
  const modal = useGangwayStore('modal', (state) => state)
  const features = useGangwayStore('features', (state) => state.features)
  const namespaces = [
    ...new Set([
      ...networks.configured.map((network) => network.chainNamespace),
      ...(Object.keys(accounts) as ChainNamespace[]),
    ]),
  ]
  return (
    <>
      {namespaces.map((namespace) => {
        const account = accounts[namespace]
        const networkId = networks.active[namespace]
        const network = networks.configured.find((item) => item.caipNetworkId === networkId)
        const status = account?.status ?? 'disconnected'
        return (
          <section
            key={namespace}
            className="pg-ns"
            aria-label={`${namespace} state`}
            data-testid={`state-${namespace}`}
          >
            <div className="pg-ns-head">
              <b>
                {namespace}
                {networks.activeNamespace === namespace ? ' (active)' : ''}
              </b>
              <span
                className={`pg-badge ${status === 'connected' ? 'pg-badge--ok' : status === 'connecting' ? 'pg-badge--warn' : ''}`}
              >
                {status}
              </span>
            </div>
            <dl className="pg-kv">
              <dt>address</dt>
              <dd>{account?.address ?? '—'}</dd>
              <dt>network</dt>
              <dd>{networkId ? `${networkId} · ${network?.name ?? 'not configured'}` : '—'}</dd>
              <dt>balance</dt>
              <dd data-testid={`state-${namespace}-balance`}>
                {account?.balance === undefined ? '—' : `${account.balance} ${account.balanceSymbol ?? ''}`}
              </dd>
              <dt>wallet</dt>
              <dd>{account?.connectedWalletInfo?.name ?? '—'}</dd>
            </dl>
            {account && (
              <details>
                <summary className="pg-hint">account state</summary>
                <pre className="pg-json">
                  {JSON.stringify(JSON.parse(describePayload(account, 4000)), null, 2)}
                </pre>
              </details>
            )}
          </section>
        )
      })}
      <section className="pg-ns" aria-label="modal state">
        <div className="pg-ns-head">
          <b>modal</b>
          <span className={`pg-badge ${modal.open ? 'pg-badge--accent' : ''}`}>
            {modal.open ? 'open' : 'closed'}
          </span>
        </div>
        <dl className="pg-kv">
          <dt>history</dt>
          <dd>{modal.history.map((entry) => entry.view).join(' → ') || '—'}</dd>
        </dl>
        <details>
          <summary className="pg-hint">features</summary>
          <pre className="pg-json">{JSON.stringify(features, null, 2)}</pre>
        </details>
      </section>
    </>
  )
}
