import type { TokenBalance } from '../../core/types/Account.js'

/** A balance as a provider gives it; the server fills `iconUrl` (its token image) when left out. */
export type ChainBalance = Omit<TokenBalance, 'iconUrl'> & { readonly iconUrl?: string }
