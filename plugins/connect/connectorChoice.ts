import type { Connector } from '../../entries/plugin.js'
import { isInstalledConnector } from './isInstalledConnector.js'
import type { WalletChoice } from './WalletChoice.js'
import type { WalletGroup } from './WalletGroup.js'

/** A wallet-list row for a connector, or for an installed wallet of several namespaces; `imageUrl` turns an image id into a URL. */
export function connectorChoice(
  target: Connector | Pick<WalletGroup, 'connector' | 'connectors'>,
  imageUrl: (imageId: string | undefined) => string | undefined,
  tag?: WalletChoice['tag'],
): WalletChoice {
  const connector = 'connectors' in target ? target.connector : target
  const connectors = 'connectors' in target ? target.connectors : []
  const image = connector.imageUrl ?? imageUrl(connector.imageId)
  const shownTag = tag ?? (isInstalledConnector(connector) ? 'installed' : undefined)
  return {
    key: `connector:${connector.chain}:${connector.id}`,
    name: connector.name,
    connector,
    ...(connectors.length > 1 ? { connectors } : {}),
    ...(image ? { imageUrl: image } : {}),
    ...(shownTag ? { tag: shownTag } : {}),
  }
}
