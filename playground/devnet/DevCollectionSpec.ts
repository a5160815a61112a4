/** An ERC-721 collection the devnet deploys on every chain; each holder gets `perHolder` tokens. */
export interface DevCollectionSpec {
  readonly name: string
  readonly symbol: string
  readonly description: string
  /** What the devnet's provider reports as is_spam. */
  readonly spam: boolean
  readonly perHolder: number
}
