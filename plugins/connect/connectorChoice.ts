import type { Connector } from '../../entries/plugin.js'
import { isInstalledConnector } from './isInstalledConnector.js'
import type { WalletChoice } from './WalletChoice.js'

/** A wallet-list row for a connector; `imageUrl` turns an image id into a URL. */
export function connectorChoice(
  connector: Connector,
  imageUrl: (imageId: string | undefined) => string | undefined,
  tag?: WalletChoice['tag'],
): WalletChoice {
  const image = connector.imageUrl ?? imageUrl(connector.imageId)
  const shownTag = tag ?? (isInstalledConnector(connector) ? 'installed' : undefined)
  return {
    key: `connector:${connector.chain}:${connector.id}`,
    name: connector.name,
    connector,
    ...(image ? { imageUrl: image } : {}),
    ...(shownTag ? { tag: shownTag } : {}),
  }
}
