/** Farcaster on the devnet: the chain holding the ID Registry and the dev user's fid and custody address. */
export interface DevFarcaster {
  readonly rpcUrl: string
  readonly idRegistry: `0x${string}`
  readonly fid: number
  readonly custody: `0x${string}`
  readonly username: string
}
