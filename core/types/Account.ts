import type { CaipAddress, ChainNamespace } from './ChainNamespace.js'

export type AccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal'

export type AccountStatus = 'connecting' | 'connected' | 'disconnected'

export type SocialProvider = 'google' | 'github' | 'apple' | 'facebook' | 'x' | 'discord' | 'farcaster'

export interface Account {
  readonly namespace: ChainNamespace
  readonly address: string
  readonly type: AccountType
  readonly publicKey?: string
  readonly path?: string
}

export interface TokenBalance {
  readonly name: string
  readonly symbol: string
  readonly chainId: string
  readonly address?: string
  readonly value?: number
  readonly price: number
  readonly quantity: { readonly decimals: string; readonly numeric: string }
  readonly iconUrl: string
}

export interface ConnectedWalletInfo {
  readonly name: string
  readonly icon?: string
  readonly identifier?: string
  readonly social?: SocialProvider
  readonly type?: string
}

/** The account state of one namespace (spec section 3). */
export interface AccountState {
  readonly status: AccountStatus
  readonly caipAddress?: CaipAddress
  readonly address?: string
  readonly user?: { readonly username?: string; readonly email?: string | null }
  readonly socialProvider?: SocialProvider
  readonly preferredAccountType?: AccountType
  readonly smartAccountDeployed?: boolean
  readonly allAccounts: readonly Account[]
  readonly addressLabels: Readonly<Record<string, string>>
  readonly profileName?: string
  readonly profileImage?: string
  readonly balance?: string
  readonly balanceSymbol?: string
  /** 'unavailable' when the balance failed or cannot be had (unsupported network): no skeleton then. */
  readonly balanceStatus?: 'loading' | 'ready' | 'unavailable'
  readonly tokenBalance: readonly TokenBalance[]
  readonly addressExplorerUrl?: string
  readonly farcasterUrl?: string
  readonly connectedWalletInfo?: ConnectedWalletInfo
}
