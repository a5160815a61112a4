/** A funded development keypair of the local Solana VM (derived from a public seed: never use it elsewhere). */
export interface SolanaDevAccount {
  /** The base58 public key. */
  readonly address: string
  /** The 64-byte ed25519 secret key (seed followed by the public key), as tweetnacl and @solana/web3.js expect. */
  readonly secretKey: Uint8Array
}
