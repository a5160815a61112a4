import type { ChainNamespace, Connector } from '../../core/index.js'
import { isInstalledConnector } from './isInstalledConnector.js'
import { walletIdentity } from './walletIdentity.js'

const typeRank = (connector: Connector) => ['multi-chain', 'announced', 'injected'].indexOf(connector.type)

/** Installed connectors, one per wallet (by rdns, else id; the active namespace's one preferred), EIP-6963 first. */
export function installedConnectors(
  connectors: readonly Connector[],
  activeNamespace: ChainNamespace | undefined,
): Connector[] {
  const ordered = connectors
    .filter(isInstalledConnector)
    .map((connector, index) => ({ connector, index }))
    .sort((a, b) => typeRank(a.connector) - typeRank(b.connector) || a.index - b.index)
  const chosen = new Map<string, Connector>()
  for (const { connector } of ordered) {
    const identity = walletIdentity({ id: connector.id, rdns: connector.info?.rdns })
    const current = chosen.get(identity)
    if (!current || (current.chain !== activeNamespace && connector.chain === activeNamespace))
      chosen.set(identity, connector)
  }
  return [...chosen.values()]
}
