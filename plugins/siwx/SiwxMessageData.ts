import type { CaipNetworkId } from '../../entries/plugin.js'

/** The fields of a SIWX message (spec section 3, CAIP-122); times are ISO 8601 text. */
export interface SiwxMessageData {
  readonly domain: string
  readonly uri: string
  readonly statement?: string
  readonly version: string
  readonly chainId: CaipNetworkId
  readonly accountAddress: string
  readonly nonce: string
  readonly issuedAt: string
  readonly expirationTime?: string
  readonly notBefore?: string
  readonly requestId?: string
  readonly resources?: readonly string[]
}
