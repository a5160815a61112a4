import type { Network } from '../../entries/plugin.js'
import type { BitcoinAddressFormat } from './BitcoinAddressFormat.js'
import { bitcoinAddressFormats } from './bitcoinAddressFormats.js'

/** The address formats of `networks`; every known format when one of them is a network this plugin does not know. */
export function addressFormatsOf(networks: readonly Network[]): BitcoinAddressFormat[] {
  const all = Object.values(bitcoinAddressFormats)
  const known = networks.map((network) => bitcoinAddressFormats[network.caipNetworkId])
  return known.length === 0 || known.includes(undefined) ? all : [...new Set(known as BitcoinAddressFormat[])]
}
