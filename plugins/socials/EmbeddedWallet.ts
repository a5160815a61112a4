import type { Gangway } from '../../entries/plugin.js'
import type { FarcasterChannel } from './FarcasterChannel.js'

/** What this plugin needs of the email plugin's embedded wallet (`getPlugin('email').embedded()`), by its shape. */
export interface EmbeddedWallet {
  readonly connectorId: string
  /** Connects the signed-in user's accounts (eip155, and solana beside it when served); absent: eip155 only. */
  connectAccounts?(gangway: Pick<Gangway, 'connect' | 'getState'>): Promise<void>
  socialRedirectUri(provider: string, returnUrl: string): Promise<string>
  connectSocial(resultUri: string): Promise<{ readonly address: string; readonly userName?: string }>
  farcasterUri(): Promise<FarcasterChannel>
  connectFarcaster(
    channelToken: string,
    signal?: AbortSignal,
  ): Promise<
    | { readonly state: 'pending' | 'rejected' | 'expired' }
    | {
        readonly state: 'completed'
        readonly user: {
          readonly address: string
          readonly userName?: string
          readonly farcasterUrl?: string
        }
      }
  >
}
