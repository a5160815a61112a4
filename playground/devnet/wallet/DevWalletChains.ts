import type { DevWalletChain } from './DevWalletChain.js'

/** The dev wallet's chain management: known chains, the active one, switching and adding. */
export interface DevWalletChains {
  knownChains(): DevWalletChain[]
  currentChain(): DevWalletChain
  switchTo(chainId: number): void
  switchChain(params: readonly unknown[]): null
  addChain(params: readonly unknown[]): Promise<null>
}
