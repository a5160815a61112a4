/** What Keplr's getKey(chainId) answers: the account of the wallet's active key on that chain. */
export interface CosmosKey {
  readonly name: string
  readonly algo: string
  readonly pubKey: Uint8Array
  readonly address: Uint8Array
  readonly bech32Address: string
  readonly isNanoLedger: boolean
}
