import type { ChainDataProvider } from '../../server/chainData/ChainDataProvider.js'
import type { Identity } from '../../server/chainData/Identity.js'

/** The server's chain data over the devnet, with identities a test or the playground can change. */
export interface DevnetProvider extends ChainDataProvider {
  identity(address: string, options?: { readonly signal?: AbortSignal }): Promise<Identity>
  /** Registers (or with null removes) the identity of an EVM address. */
  setIdentity(address: string, identity: Partial<Identity> | null): void
  /** Stops the indexer following the chains. */
  stop(): Promise<void>
}
