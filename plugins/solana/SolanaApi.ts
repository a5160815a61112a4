import type { SolanaSignInInput, SolanaSignInOutput } from './SolanaSignIn.js'
import type {
  SolanaCommitment,
  SolanaSendOptions,
  SolanaTransactionRequest,
} from './SolanaTransactionRequest.js'

/** The connected Solana wallet as the plugin sees it. */
export interface SolanaWalletHandle {
  readonly name: string
  readonly type: 'announced' | 'injected'
  /** The Wallet Standard wallet object, or the injected provider. */
  readonly wallet: unknown
  readonly address: string
  /** The id the wallet knows the active network by (solana:<genesis prefix> or a cluster name). */
  readonly chain: string | undefined
}

/** What the solana plugin offers hosts and other plugins (gangway.getPlugin('solana')). Actions load @solana/web3.js on first use. */
export interface SolanaApi {
  getWallet(): SolanaWalletHandle | undefined
  /** Signs UTF-8 text (or bytes) with the connected account; returns the base58 ed25519 signature. */
  signMessage(args: { readonly message: string | Uint8Array; readonly address?: string }): Promise<string>
  /** Sign In With Solana by the wallet's solana:signIn; undefined when the wallet does not offer it. */
  signIn(input: SolanaSignInInput): Promise<SolanaSignInOutput | undefined>
  /** Signs a @solana/web3.js Transaction or VersionedTransaction without sending it; returns the signed one. */
  signTransaction<T>(transaction: T): Promise<T>
  /** Sends SOL, an SPL token or a prepared transaction through the wallet; returns the base58 signature. */
  sendTransaction(request: SolanaTransactionRequest): Promise<string>
  /** Sends `lamports` to `to`. */
  sendSol(
    args: SolanaSendOptions & { readonly to: string; readonly lamports: bigint | number },
  ): Promise<string>
  /** Sends `amount` base units of the SPL token `mint` to the owner `to`, creating its token account if needed. */
  transferToken(
    args: SolanaSendOptions & {
      readonly mint: string
      readonly to: string
      readonly amount: bigint | number
      readonly decimals?: number
    },
  ): Promise<string>
  /** The SPL token balance of `owner` (the connected address by default) on the active network. */
  getTokenBalance(args: {
    readonly mint: string
    readonly owner?: string
  }): Promise<{ readonly amount: bigint; readonly decimals: number; readonly uiAmountString: string }>
  /** Waits until the signature reaches `commitment` (default confirmed) on the active network. */
  confirmTransaction(
    signature: string,
    options?: { readonly commitment?: SolanaCommitment; readonly timeoutMs?: number },
  ): Promise<void>
  /** Wallet RPC by name: solana_signMessage, solana_signTransaction, solana_signAndSendTransaction, solana_getAccounts. */
  request(args: { readonly method: string; readonly params?: unknown }): Promise<unknown>
}
