import { useAccount, useGangwayStore } from '../../core/react/index.js'
import type { PlaygroundDevnetInfo } from './server/PlaygroundDevnetInfo.js'
import { pluralize } from './state/pluralize.js'

export interface HeaderProps {
  readonly devnet: PlaygroundDevnetInfo
  readonly onReset: () => void
}

/** The top bar: what runs (local chains, dev services) and the connection status. */
export function Header({ devnet, onReset }: HeaderProps) {
  const account = useAccount()
  const plugins = useGangwayStore('registry', (state) => state.plugins)
  const status = account.status ?? 'disconnected'
  return (
    <header className="pg-header">
      <div className="pg-brand">
        <svg className="pg-logo" viewBox="0 0 32 32" aria-hidden="true">
          <rect width="32" height="32" rx="8" fill="#2563eb" />
          <path
            d="M9 20h14M12 20v-6l4-4 4 4v6"
            stroke="#fff"
            strokeWidth="2.5"
            fill="none"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        Gangway <small>Playground</small>
      </div>
      <div className="pg-header-status">
        {devnet.chains.map((chain) => (
          <span key={chain.chainId} className="pg-badge pg-badge--ok" title={chain.rpcUrl}>
            <span className="pg-dot" /> {chain.name} · {chain.chainId}
          </span>
        ))}
        <span
          className="pg-badge pg-badge--ok"
          title="Wallet directory, project config, analytics, blockchain API"
        >
          <span className="pg-dot" /> gangway/server /gangway
        </span>
        <span className="pg-badge pg-badge--accent">{pluralize(plugins.length, 'plugin')} set up</span>
        <span
          className={`pg-badge ${status === 'connected' ? 'pg-badge--ok' : status === 'connecting' ? 'pg-badge--warn' : ''}`}
          data-testid="connection-status"
        >
          {status}
        </span>
        <button type="button" className="pg-btn pg-btn--sm" onClick={onReset}>
          Reset settings
        </button>
      </div>
    </header>
  )
}
