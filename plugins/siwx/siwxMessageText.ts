import { caip122Text } from './caip122Text.js'
import { eip4361Text } from './eip4361Text.js'
import type { SiwxMessageData } from './SiwxMessageData.js'
import { siwsText } from './siwsText.js'

/** The text a wallet signs for `data`: EIP-4361 on eip155, Sign In With Solana on solana, CAIP-122 elsewhere. */
export function siwxMessageText(data: SiwxMessageData): string {
  if (data.chainId.startsWith('eip155:')) return eip4361Text(data)
  if (data.chainId.startsWith('solana:')) return siwsText(data)
  return caip122Text(data)
}
