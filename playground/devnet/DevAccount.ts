/** A funded development account of the local chains (anvil's well-known keys: never use them elsewhere). */
export interface DevAccount {
  readonly address: `0x${string}`
  readonly privateKey: `0x${string}`
}
