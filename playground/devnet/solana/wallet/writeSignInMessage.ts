import type { SolanaSignInInput } from '@solana/wallet-standard-features'

/** The Sign In With Solana text of `input` for `address`, written as a wallet writes it (the dev wallet's own writer). */
export function writeSignInMessage(input: SolanaSignInInput, address: string): string {
  let text = `${input.domain} wants you to sign in with your Solana account:\n${address}`
  if (input.statement) text += `\n\n${input.statement}`
  const fields: string[] = []
  if (input.uri) fields.push(`URI: ${input.uri}`)
  if (input.version) fields.push(`Version: ${input.version}`)
  if (input.chainId) fields.push(`Chain ID: ${input.chainId}`)
  if (input.nonce) fields.push(`Nonce: ${input.nonce}`)
  if (input.issuedAt) fields.push(`Issued At: ${input.issuedAt}`)
  if (input.expirationTime) fields.push(`Expiration Time: ${input.expirationTime}`)
  if (input.notBefore) fields.push(`Not Before: ${input.notBefore}`)
  if (input.requestId) fields.push(`Request ID: ${input.requestId}`)
  if (input.resources?.length)
    fields.push('Resources:', ...input.resources.map((resource) => `- ${resource}`))
  if (fields.length > 0) text += `\n\n${fields.join('\n')}`
  return text
}
