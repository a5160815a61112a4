import type { ChainInfo, Key, StdSignature } from '@keplr-wallet/types'
import type { CosmosDevWalletChain } from './CosmosDevWalletChain.js'
import type { CosmosDevWalletRequest } from './CosmosDevWalletRequest.js'

/** A signer for one chain, as Keplr's getOfflineSigner gives it (cosmjs OfflineAminoSigner & OfflineDirectSigner). */
export interface CosmosDevOfflineSigner {
  getAccounts(): Promise<{ address: string; algo: 'secp256k1'; pubkey: Uint8Array }[]>
  signAmino(signerAddress: string, signDoc: unknown): Promise<{ signed: unknown; signature: StdSignature }>
  signDirect(
    signerAddress: string,
    signDoc: { bodyBytes: Uint8Array; authInfoBytes: Uint8Array; chainId: string; accountNumber: bigint },
  ): Promise<{ signed: unknown; signature: StdSignature }>
}

/** The cosmos dev wallet: the Keplr interface the page sees as window.keplr, plus the control surface a test or the panel drives. */
export interface CosmosDevWallet {
  readonly name: string
  readonly rdns: string
  readonly icon: string
  readonly version: string
  readonly mode: 'extension'
  enable(chainIds: string | string[]): Promise<void>
  disable(chainIds?: string | string[]): Promise<void>
  /** Not Keplr's: whether this origin may use `chainId`, answered without a prompt. */
  isEnabled(chainId: string): Promise<boolean>
  getKey(chainId: string): Promise<Key>
  experimentalSuggestChain(chainInfo: ChainInfo): Promise<void>
  signArbitrary(chainId: string, signer: string, data: string | Uint8Array): Promise<StdSignature>
  verifyArbitrary(
    chainId: string,
    signer: string,
    data: string | Uint8Array,
    signature: StdSignature,
  ): Promise<boolean>
  signAmino(
    chainId: string,
    signer: string,
    signDoc: unknown,
  ): ReturnType<CosmosDevOfflineSigner['signAmino']>
  signDirect(
    chainId: string,
    signer: string,
    signDoc: Parameters<CosmosDevOfflineSigner['signDirect']>[1],
  ): ReturnType<CosmosDevOfflineSigner['signDirect']>
  getOfflineSigner(chainId: string): CosmosDevOfflineSigner
  /** The chains the wallet knows (suggested ones included). */
  readonly chains: readonly CosmosDevWalletChain[]
  /** The chain ids this origin enabled. */
  readonly enabledChains: readonly string[]
  /** The held addresses on the first chain, the selected one first. */
  readonly addresses: readonly string[]
  /** The first enabled chain, else the first known one (shown by the panel). */
  readonly chainId: string
  /** Whether this origin enabled any chain (kept across reloads, like an extension). */
  readonly authorised: boolean
  readonly autoApprove: boolean
  setAutoApprove(enabled: boolean): void
  pending(): readonly CosmosDevWalletRequest[]
  resolve(id: string, approved: boolean): boolean
  subscribe(listener: () => void): () => void
  /** Switches the active key, as a user would in the extension; dispatches keplr_keystorechange. */
  selectAccount(index: number): void
  /** Withdraws every permission of this origin. */
  revoke(): void
}
