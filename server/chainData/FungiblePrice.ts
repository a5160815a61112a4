/** One answer of POST /v1/fungible/price: the token asked for (CAIP-10, as asked), its metadata and price. */
export interface FungiblePrice {
  readonly address: string
  readonly name: string
  readonly symbol: string
  /** Absent: the server's token image of the symbol. */
  readonly iconUrl?: string
  readonly price: number
}
