/** The name service's options (ServerOptions.names). */
export interface NamesOptions {
  /** The suffix every name carries (default '.gangway.id'; the spec's '.reown.id' and '.wcn.id' are the cloud's). */
  readonly suffix?: string
  /** RPC URLs by CAIP-2 id: with one, contract accounts (EIP-1271) and undeployed smart accounts (EIP-6492) can register. */
  readonly rpcUrls?: Readonly<Record<string, string>>
  /** How far a registration's timestamp may be from now (default 600 s). */
  readonly maxClockSkewSeconds?: number
}
