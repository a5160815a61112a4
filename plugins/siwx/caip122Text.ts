import type { SiwxMessageData } from './SiwxMessageData.js'
import { siwxFieldLines } from './siwxFieldLines.js'

const accountNames: Readonly<Record<string, string>> = {
  eip155: 'Ethereum',
  solana: 'Solana',
  polkadot: 'Polkadot',
  bip122: 'Bitcoin',
  cosmos: 'Cosmos',
}

/** The CAIP-122 text of `data` for any namespace, the chain id written as its CAIP-2 id. */
export function caip122Text(data: SiwxMessageData): string {
  const namespace = data.chainId.slice(0, data.chainId.indexOf(':'))
  const account = accountNames[namespace] ?? namespace
  const head = [`${data.domain} wants you to sign in with your ${account} account:`, data.accountAddress, '']
  const statement = data.statement ? [data.statement, ''] : ['']
  return [...head, ...statement, ...siwxFieldLines(data, data.chainId)].join('\n')
}
