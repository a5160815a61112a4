import type { Network } from './Network.js'

/** An EVM (eip155) network: its id is the numeric chain id. */
export interface EvmNetwork extends Network {
  readonly id: number
  readonly chainNamespace: 'eip155'
  readonly caipNetworkId: `eip155:${number}`
}
