import type { SiwxMessageData } from './SiwxMessageData.js'

/** A message to sign: its fields and the text the wallet signs (`toString()`). */
export interface SiwxMessage extends SiwxMessageData {
  toString(): string
}
