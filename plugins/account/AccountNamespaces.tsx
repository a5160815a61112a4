import { useMemo } from 'react'
import {
  type ChainNamespace,
  chooseNetworkSwitchView,
  useGangway,
  useGangwayStore,
  useTranslate,
} from '../../entries/plugin.js'

const named = new Set(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'])
const row = {
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: 4,
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
} as const

/**
 * The active namespace among the configured ones, shown when more than one is connected: choosing a
 * connected one makes it active (no wallet request: its network stays), one without an address opens
 * SwitchActiveChain (spec section 2).
 */
export function AccountNamespaces({ shown }: { readonly shown: ChainNamespace | undefined }) {
  const t = useTranslate()
  const gangway = useGangway()
  const configured = useGangwayStore('networks', (state) => state.configured)
  const active = useGangwayStore('networks', (state) => state.active)
  const accounts = useGangwayStore('accounts', (state) => state.byNamespace)
  const connectors = useGangwayStore('connectors', (state) => state.connectors)
  const namespaces = useMemo(() => [...new Set(configured.map((item) => item.chainNamespace))], [configured])
  const connected = namespaces.filter((ns) => accounts[ns]?.status === 'connected' && accounts[ns]?.address)
  if (connected.length < 2) return null
  const label = (ns: ChainNamespace) => {
    if (named.has(ns)) return t.dynamic(`account.namespace.${ns}`)
    const own = connectors.find(
      (item) => item.chain === ns && typeof item.chainLabel === 'string',
    )?.chainLabel
    return own?.trim().slice(0, 24) || ns
  }
  const choose = async (ns: ChainNamespace) => {
    const network =
      configured.find((item) => item.caipNetworkId === active[ns]) ??
      configured.find((item) => item.chainNamespace === ns)
    if (!network || ns === shown) return
    if (!connected.includes(ns)) {
      const choice = chooseNetworkSwitchView(gangway.stores, gangway.config, network)
      if (choice.view === 'SwitchActiveChain') return gangway.navigate('SwitchActiveChain', choice.params)
    }
    await gangway.switchNetwork(network).catch(() => undefined)
  }
  return (
    <fieldset style={row} data-testid="account-namespaces">
      <legend className="gw-sr">{t('account.namespaces')}</legend>
      {namespaces.map((ns) => (
        <button
          key={ns}
          type="button"
          className={`gw-tag gw-tag--${ns === shown ? 'accent' : connected.includes(ns) ? 'success' : 'neutral'}`}
          style={{ border: 0, cursor: 'pointer', font: 'inherit' }}
          aria-pressed={ns === shown}
          data-namespace={ns}
          onClick={() => void choose(ns)}
        >
          {label(ns)}
        </button>
      ))}
    </fieldset>
  )
}
