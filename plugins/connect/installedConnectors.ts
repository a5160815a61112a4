import type { ChainNamespace, Connector } from '../../entries/plugin.js'
import { isInstalledConnector } from './isInstalledConnector.js'
import { walletIdentity } from './walletIdentity.js'

const typeRank = (connector: Connector) => ['multi-chain', 'announced', 'injected'].indexOf(connector.type)

/**
 * Installed connectors, one per wallet, EIP-6963 first: connectors of several namespaces sharing an rdns
 * are one wallet (the active namespace's one preferred), and so is the legacy injected provider of an
 * announced wallet; two wallets announced in one namespace with the same rdns are two wallets (an
 * impostor must not hide the real one), both listed.
 */
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
    let identity = walletIdentity({ id: connector.id, rdns: connector.info?.rdns })
    const shared = chosen.get(identity)
    if (shared?.type === 'announced' && connector.type === 'announced' && shared.chain === connector.chain)
      identity = `${connector.chain}:${connector.id}`
    const current = chosen.get(identity)
    if (!current || (current.chain !== activeNamespace && connector.chain === activeNamespace))
      chosen.set(identity, connector)
  }
  return [...chosen.values()]
}
