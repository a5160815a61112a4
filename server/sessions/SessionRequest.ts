import type { SiwxMessageData } from '../../plugins/siwx/SiwxMessageData.js'

/** A session-create request: the message fields, the text the wallet signed and its signature. */
export interface SessionRequest {
  readonly data: SiwxMessageData
  readonly message: string
  readonly signature: string
  readonly cacao?: unknown
  /** The signer's public key (base64) where the signature does not recover it: required on cosmos. */
  readonly publicKey?: string
}
