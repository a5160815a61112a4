import type { InjectedWeb3Source } from './InjectedWeb3Source.js'

/** A polkadot-js style extension found in window.injectedWeb3: its source key is its id. */
export interface DiscoveredPolkadotWallet {
  readonly id: string
  readonly name: string
  readonly icon?: string
  readonly rdns?: string
  readonly source: InjectedWeb3Source
}
