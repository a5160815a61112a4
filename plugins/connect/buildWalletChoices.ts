import {
  type ChainNamespace,
  type Connector,
  type ConnectorTypeOrder,
  RECENT_WALLETS_LIMIT,
  type WalletEntry,
} from '../../entries/plugin.js'
import { connectorChoice } from './connectorChoice.js'
import { directoryChoice } from './directoryChoice.js'
import { installedWallets } from './installedWallets.js'
import { isDirectoryMatch } from './isDirectoryMatch.js'
import type { WalletChoice } from './WalletChoice.js'
import { walletIdentity } from './walletIdentity.js'

export interface WalletChoiceSources {
  readonly connectors: readonly Connector[]
  readonly recent: readonly WalletEntry[]
  readonly recommended: readonly WalletEntry[]
  readonly order: readonly ConnectorTypeOrder[]
  readonly activeNamespace: ChainNamespace | undefined
  /** The configured namespaces in order: a wallet of several is one row connecting each (default: the active one only). */
  readonly namespaces?: readonly ChainNamespace[]
  /** Only wallets of this namespace, connecting only it (the modal opened for a namespace). */
  readonly only?: ChainNamespace | undefined
  readonly imageUrl: (imageId: string | undefined) => string | undefined
}

const identityOf = (choice: WalletChoice) =>
  choice.connector
    ? `connector:${choice.connector.chain}:${choice.connector.id}`
    : walletIdentity({ id: choice.wallet?.id ?? choice.key, rdns: choice.wallet?.rdns })

/**
 * The Connect view's wallet rows: groups in `connectorTypeOrder`, each installed wallet once (one row for
 * its namespaces, installedWallets), a directory wallet only when no installed one has its rdns and name,
 * auth connectors left out.
 */
export function buildWalletChoices(sources: WalletChoiceSources): WalletChoice[] {
  const { only, imageUrl } = sources
  const connectors = only
    ? sources.connectors.filter((connector) => connector.chain === only)
    : sources.connectors
  const installed = installedWallets(
    connectors,
    only ?? sources.activeNamespace,
    only ? [only] : (sources.namespaces ?? []),
  )
  const recentChoices = sources.recent.slice(0, RECENT_WALLETS_LIMIT).map((entry) => {
    const group =
      installed.find((wallet) => wallet.members.some((connector) => connector.id === entry.id)) ??
      installed.find((wallet) => wallet.members.some((connector) => isDirectoryMatch(entry, connector)))
    if (group) return connectorChoice(group, imageUrl, 'recent')
    const found = connectors.find((connector) => connector.id === entry.id && connector.type !== 'auth')
    return found ? connectorChoice(found, imageUrl, 'recent') : directoryChoice(entry, imageUrl, 'recent')
  })
  const groups: Record<ConnectorTypeOrder, () => WalletChoice[]> = {
    walletConnect: () =>
      connectors
        .filter((connector) => connector.type === 'WALLET_CONNECT')
        .slice(0, 1)
        .map((connector) => connectorChoice(connector, imageUrl)),
    recent: () => recentChoices,
    injected: () => installed.map((wallet) => connectorChoice(wallet, imageUrl)),
    featured: () => [],
    custom: () => [],
    external: () =>
      connectors
        .filter((connector) => connector.type === 'external')
        .map((connector) => connectorChoice(connector, imageUrl)),
    recommended: () =>
      sources.recommended
        .filter(
          (entry) =>
            !installed.some((wallet) =>
              wallet.members.some((connector) => isDirectoryMatch(entry, connector)),
            ),
        )
        .map((wallet) => directoryChoice(wallet, imageUrl)),
  }
  const seen = new Set<string>()
  const result: WalletChoice[] = []
  for (const group of new Set(sources.order))
    for (const choice of groups[group]?.() ?? []) {
      const identity = identityOf(choice)
      if (seen.has(identity)) continue
      seen.add(identity)
      result.push(choice)
    }
  return result
}
