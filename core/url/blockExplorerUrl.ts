import type { ExplorerTarget } from '../plugin/ExplorerTarget.js'
import type { Network } from '../types/Network.js'

/** The link to an address (`/address/…`) or a transaction (`/tx/…`) on the network's default block explorer, or undefined when it has none. */
export function blockExplorerUrl(network: Network, target: ExplorerTarget): string | undefined {
  const base = network.blockExplorers?.default?.url
  if (typeof base !== 'string') return undefined
  const path = 'address' in target ? `/address/${target.address}` : `/tx/${target.transaction}`
  return `${base.replace(/\/$/, '')}${path}`
}
