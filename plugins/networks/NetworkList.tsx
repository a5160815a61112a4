import { useId, useMemo } from 'react'
import {
  type ChainNamespace,
  Icon,
  ListItem,
  type MessageKey,
  type Network,
  NetworkImage,
  networkImageUrl,
  Tag,
  useGangway,
  useGangwayStore,
  useTranslate,
} from '../../entries/plugin.js'

const list = {
  display: 'flex',
  flexDirection: 'column',
  gap: 8,
  margin: 0,
  padding: 0,
  listStyle: 'none',
} as const

/**
 * The configured networks grouped by namespace; the active one has aria-current, the switching one a spinner.
 * A testnet's tag sits under its name, so that a name beside the Active tag is not cut short in a 360 px modal.
 */
export function NetworkList({ onChoose }: { readonly onChoose: (network: Network) => void }) {
  const t = useTranslate()
  const gangway = useGangway()
  const base = useId()
  const configured = useGangwayStore('networks', (state) => state.configured)
  const activeId = useGangwayStore('networks', (state) =>
    state.activeNamespace ? state.active[state.activeNamespace] : undefined,
  )
  const switching = useGangwayStore('networks', (state) => state.switching)
  const groups = useMemo(() => {
    const byNamespace = new Map<ChainNamespace, Network[]>()
    for (const network of configured) {
      const group = byNamespace.get(network.chainNamespace) ?? []
      group.push(network)
      byNamespace.set(network.chainNamespace, group)
    }
    return [...byNamespace]
  }, [configured])
  const labelled = groups.length > 1
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      {groups.map(([namespace, networks]) => (
        <div key={namespace} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
          {labelled && (
            <span id={`${base}${namespace}`} className="gw-label">
              {t(`networks.namespace.${namespace}` as MessageKey)}
            </span>
          )}
          <ul
            style={list}
            {...(labelled
              ? { 'aria-labelledby': `${base}${namespace}` }
              : { 'aria-label': t('networks.list') })}
          >
            {networks.map((network) => {
              const active = network.caipNetworkId === activeId
              const busy = switching === network.caipNetworkId
              return (
                <li key={network.caipNetworkId}>
                  <ListItem
                    aria-current={active || undefined}
                    aria-disabled={(switching !== undefined && !busy) || undefined}
                    loading={busy}
                    description={
                      busy ? (
                        t('networks.approveInWallet')
                      ) : network.testnet ? (
                        <Tag>{t('networks.testnet')}</Tag>
                      ) : undefined
                    }
                    start={<NetworkImage src={networkImageUrl(network, gangway.config)} />}
                    end={
                      active && (
                        <Tag variant="success">
                          <Icon name="check" size={12} />
                          {t('networks.active')}
                        </Tag>
                      )
                    }
                    onClick={() => onChoose(network)}
                  >
                    {network.name}
                  </ListItem>
                </li>
              )
            })}
          </ul>
        </div>
      ))}
    </div>
  )
}
