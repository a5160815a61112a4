import {
  type ChainNamespace,
  type Connector,
  type ConnectorTypeOrder,
  RECENT_WALLETS_LIMIT,
  type WalletEntry,
} from '../../entries/plugin.js'
import { connectorChoice } from './connectorChoice.js'
import { directoryChoice } from './directoryChoice.js'
import { installedConnectors } from './installedConnectors.js'
import type { WalletChoice } from './WalletChoice.js'
import { walletIdentity } from './walletIdentity.js'

export interface WalletChoiceSources {
  readonly connectors: readonly Connector[]
  readonly recent: readonly WalletEntry[]
  readonly recommended: readonly WalletEntry[]
  readonly order: readonly ConnectorTypeOrder[]
  readonly activeNamespace: ChainNamespace | undefined
  readonly imageUrl: (imageId: string | undefined) => string | undefined
}

const identityOf = (choice: WalletChoice) =>
  choice.connector
    ? `connector:${choice.connector.chain}:${choice.connector.id}`
    : walletIdentity({ id: choice.wallet?.id ?? choice.key, rdns: choice.wallet?.rdns })

/** The Connect view's wallet rows: groups in `connectorTypeOrder`, each wallet once (by rdns), auth connectors left out. */
export function buildWalletChoices(sources: WalletChoiceSources): WalletChoice[] {
  const { connectors, imageUrl } = sources
  const installed = installedConnectors(connectors, sources.activeNamespace)
  const installedIds = new Set(
    installed.map((connector) => walletIdentity({ id: connector.id, rdns: connector.info?.rdns })),
  )
  const identityOfConnector = (connector: Connector) =>
    walletIdentity({ id: connector.id, rdns: connector.info?.rdns })
  const recentChoices = sources.recent.slice(0, RECENT_WALLETS_LIMIT).map((entry) => {
    const found =
      installed.find((connector) => connector.id === entry.id) ??
      (entry.rdns ? installed.find((connector) => connector.info?.rdns === entry.rdns) : undefined) ??
      connectors.find((connector) => connector.id === entry.id && connector.type !== 'auth')
    const match = found
      ? (installed.find((connector) => identityOfConnector(connector) === identityOfConnector(found)) ??
        found)
      : undefined
    return match ? connectorChoice(match, imageUrl, 'recent') : directoryChoice(entry, imageUrl, 'recent')
  })
  const groups: Record<ConnectorTypeOrder, () => WalletChoice[]> = {
    walletConnect: () =>
      connectors
        .filter((connector) => connector.type === 'WALLET_CONNECT')
        .slice(0, 1)
        .map((connector) => connectorChoice(connector, imageUrl)),
    recent: () => recentChoices,
    injected: () => installed.map((connector) => connectorChoice(connector, imageUrl)),
    featured: () => [],
    custom: () => [],
    external: () =>
      connectors
        .filter((connector) => connector.type === 'external')
        .map((connector) => connectorChoice(connector, imageUrl)),
    recommended: () =>
      sources.recommended
        .filter((wallet) => !installedIds.has(walletIdentity(wallet)))
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
