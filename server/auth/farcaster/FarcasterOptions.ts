/** Sign In With Farcaster of the auth service (AuthOptions.farcaster): where custody is checked, links and timings. */
export interface FarcasterOptions {
  /**
   * JSON-RPC of the chain holding Farcaster's ID Registry at its address (OP Mainnet; the devnet places one on its
   * chain): @farcaster/auth-client reads `idOf(custody)` there to check the signer owns the fid.
   */
  readonly rpcUrl: string
  /** The Farcaster app's sign-in link the QR code opens, given channelToken, nonce, domain, siweUri, expirationTime (default 'https://farcaster.xyz/~/siwf'). */
  readonly connectUrl?: string
  /** Profile pages: farcasterUrl is this followed by the username (default 'https://farcaster.xyz/'). */
  readonly profileUrl?: string
  /** How long a channel waits for the Farcaster app (default 300,000 ms). */
  readonly channelTtlMs?: number
  /** How long one status request waits for the channel to change before answering pending (default 20,000 ms). */
  readonly statusWaitMs?: number
  /** Deadline of the custody check on the chain (default 15,000 ms). */
  readonly verifyTimeoutMs?: number
}
