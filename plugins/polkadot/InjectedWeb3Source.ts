import type { PolkadotInjected } from './PolkadotInjected.js'

/** An entry of window.injectedWeb3 (InjectedExtensionInfo plus the identity fields some wallets add). */
export interface InjectedWeb3Source {
  readonly version?: string
  enable(appName: string): Promise<PolkadotInjected>
  readonly name?: string
  readonly rdns?: string
  readonly icon?: string
}
