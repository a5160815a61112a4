/** POST /v1/generators/onrampurl, validated (spec section 7). */
export interface OnrampUrlRequest {
  readonly destinationWallets: readonly {
    readonly address: string
    /** CAIP-2 ids or network names. */
    readonly blockchains: readonly string[]
    readonly assets: readonly string[]
  }[]
  readonly defaultNetwork?: string
  readonly partnerUserId: string
  readonly defaultExperience?: 'send' | 'buy'
  readonly presetCryptoAmount?: number
  readonly presetFiatAmount?: number
}
