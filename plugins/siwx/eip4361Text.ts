import type { SiwxMessageData } from './SiwxMessageData.js'
import { siwxFieldLines } from './siwxFieldLines.js'

/** The EIP-4361 (Sign-In with Ethereum) text of `data`; the address must be EIP-55 checksummed. */
export function eip4361Text(data: SiwxMessageData): string {
  const chain = data.chainId.slice(data.chainId.indexOf(':') + 1)
  const head = [`${data.domain} wants you to sign in with your Ethereum account:`, data.accountAddress, '']
  const statement = data.statement ? [data.statement, ''] : ['']
  return [...head, ...statement, ...siwxFieldLines(data, chain)].join('\n')
}
