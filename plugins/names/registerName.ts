import {
  addressOrAuthConnectorNotFound,
  ChainError,
  type Gangway,
  NamesError,
  networkNotFound,
} from '../../entries/plugin.js'
import { coinTypeOf } from './coinTypeOf.js'
import type { NameProfile } from './NameProfile.js'
import type { NamesClient } from './NamesClient.js'

/** What registering needs: the widget (stores and signing), the names client, a clock in ms. */
export interface RegisterNameDeps {
  readonly gangway: Pick<Gangway, 'stores' | 'signMessage'>
  readonly client: NamesClient
  readonly now?: () => number
}

/**
 * Registers `name` (full, with its suffix) for the connected eip155 account (spec section 4): an active eip155
 * network ('Network not found'), an address and the auth connector, the embedded wallet ('Address or auth
 * connector not found'); the wallet signs the JSON { name, attributes, timestamp (seconds) } (personal_sign),
 * the name service checks it and keeps the name.
 */
export async function registerName(
  deps: RegisterNameDeps,
  name: string,
  signal?: AbortSignal,
): Promise<NameProfile> {
  const { stores } = deps.gangway
  const networks = stores.networks.getState()
  const caipNetworkId = networks.active.eip155
  const network = networks.configured.find((item) => item.caipNetworkId === caipNetworkId)
  if (!network) throw new ChainError(networkNotFound)
  const account = stores.accounts.getState().byNamespace.eip155
  const connectors = stores.connectors.getState()
  const connectorId = connectors.active.eip155
  const connector = connectors.connectors.find((item) => item.chain === 'eip155' && item.id === connectorId)
  const address = account?.status === 'connected' ? account.address : undefined
  if (!address || connector?.type !== 'auth') throw new NamesError(addressOrAuthConnectorNotFound)
  const coinType = coinTypeOf(Number(network.id))
  const timestamp = Math.floor((deps.now ?? Date.now)() / 1000)
  const message = JSON.stringify({ name, attributes: {}, timestamp })
  const signature = await deps.gangway.signMessage(message, 'eip155')
  if (signal?.aborted) throw signal.reason
  return deps.client.register({ coinType, address, message, signature }, signal)
}
