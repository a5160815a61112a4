import type { SiwxMessageData } from './SiwxMessageData.js'

/**
 * The EIP-4361 text a wallet signs for a CACAO (CAIP-74) payload, as WalletConnect's one-click auth writes it:
 * the statement line carries the ReCap statement (`statement`, already composed), the address as the issuer wrote it.
 */
export function cacaoMessageText(
  data: SiwxMessageData,
  statement: string | undefined,
  address: string,
): string {
  const reference = data.chainId.slice(data.chainId.indexOf(':') + 1)
  return [
    `${data.domain} wants you to sign in with your Ethereum account:`,
    address,
    '',
    statement,
    '',
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${reference}`,
    `Nonce: ${data.nonce}`,
    `Issued At: ${data.issuedAt}`,
    data.expirationTime === undefined ? undefined : `Expiration Time: ${data.expirationTime}`,
    data.notBefore === undefined ? undefined : `Not Before: ${data.notBefore}`,
    data.requestId === undefined ? undefined : `Request ID: ${data.requestId}`,
    data.resources === undefined
      ? undefined
      : `Resources:${data.resources.map((item) => `\n- ${item}`).join('')}`,
  ]
    .filter((line) => line !== undefined)
    .join('\n')
}
