/** What the widget can offer, read from GET /v1/onramp/options (checked), else the spec's fallbacks. */
export interface OnrampCatalog {
  readonly providers: readonly {
    readonly name: string
    readonly label: string
    /** A safe https URL (http on loopback) whose origin is the provider's. */
    readonly url: string
    readonly feeRange: string
    readonly supportedChains: readonly string[]
    readonly publicKey?: string
  }[]
  readonly purchases: readonly {
    /** `${currency id}@${CAIP-2 network}` */
    readonly key: string
    readonly currency: string
    readonly symbol: string
    readonly network: string
    readonly networkName: string
  }[]
  readonly payments: readonly {
    readonly id: string
    readonly methods: readonly { readonly id: string; readonly min: number; readonly max: number }[]
  }[]
  /** True when options failed and these are the spec's defaults. */
  readonly fallback: boolean
}
