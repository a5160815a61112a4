import type { SiwxMessageData } from './SiwxMessageData.js'
import { siwsChainName } from './siwsChainName.js'
import { siwxFieldLines } from './siwxFieldLines.js'

/** The Sign In With Solana text of `data` (the layout wallets use for solana:signIn). */
export function siwsText(data: SiwxMessageData): string {
  const head = [`${data.domain} wants you to sign in with your Solana account:`, data.accountAddress]
  const statement = data.statement ? ['', data.statement] : []
  return [...head, ...statement, '', ...siwxFieldLines(data, siwsChainName(data.chainId))].join('\n')
}
