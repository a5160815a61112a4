import type { DevWalletChain } from './DevWalletChain.js'

/** The dev wallet state kept in storage across page loads. */
export interface DevWalletState {
  authorised: boolean
  chainId: number
  accountIndex: number
  addedChains: DevWalletChain[]
}
