import type { CaipNetworkId, Network } from '../../entries/plugin.js'
import { bitcoinAddressFormats } from './bitcoinAddressFormats.js'

/** The CAIP-2 id of the network a wallet names (sats-connect's Mainnet, Testnet4, Regtest...): a configured one first. */
export function networkNamed(name: unknown, networks: readonly Network[]): CaipNetworkId | undefined {
  if (typeof name !== 'string') return undefined
  const named = (id: string) => bitcoinAddressFormats[id]?.name.toLowerCase() === name.toLowerCase()
  return (
    networks.find((network) => named(network.caipNetworkId))?.caipNetworkId ??
    (Object.keys(bitcoinAddressFormats).find(named) as CaipNetworkId | undefined)
  )
}
