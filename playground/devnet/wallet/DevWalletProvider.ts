import type { DevWalletChain } from './DevWalletChain.js'
import type { DevWalletRequest } from './DevWalletRequest.js'

type Listener = (...args: never[]) => void

/** The dev wallet: an EIP-1193 provider plus the control surface a test or the approval panel drives. */
export interface DevWalletProvider {
  readonly isDevWallet: true
  request(args: { readonly method: string; readonly params?: unknown }): Promise<unknown>
  on(event: 'accountsChanged', listener: (accounts: `0x${string}`[]) => void): DevWalletProvider
  on(event: 'chainChanged', listener: (chainId: `0x${string}`) => void): DevWalletProvider
  on(event: 'connect', listener: (info: { chainId: `0x${string}` }) => void): DevWalletProvider
  on(event: 'disconnect', listener: (error: { code: number; message: string }) => void): DevWalletProvider
  on(event: string, listener: Listener): DevWalletProvider
  removeListener(event: string, listener: Listener): DevWalletProvider
  isConnected(): boolean
  readonly addresses: readonly `0x${string}`[]
  readonly chainId: number
  readonly chains: readonly DevWalletChain[]
  readonly authorised: boolean
  readonly autoApprove: boolean
  setAutoApprove(enabled: boolean): void
  pending(): readonly DevWalletRequest[]
  resolve(id: string, approved: boolean): boolean
  subscribe(listener: () => void): () => void
  selectAccount(index: number): void
  revoke(): void
  setConnected(connected: boolean): void
  emitAccountsChanged(accounts?: readonly `0x${string}`[]): void
  emitChainChanged(chainId?: number): void
}
