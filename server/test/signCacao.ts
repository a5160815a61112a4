import { buildAuthObject, createEncodedRecap, formatMessage } from '@walletconnect/utils'
import { Wallet } from 'ethers'

export interface CacaoFields {
  readonly domain: string
  readonly aud: string
  readonly nonce: string
  readonly iat: string
  readonly chainId: number
  readonly statement?: string
  readonly exp?: string
  readonly methods?: readonly string[]
}

/** A CACAO as a WalletConnect wallet makes it: WalletConnect's own text and ReCap, signed by ethers (the server checks with viem). */
export async function signCacao(privateKey: string, fields: CacaoFields) {
  const wallet = new Wallet(privateKey)
  const iss = `did:pkh:eip155:${fields.chainId}:${wallet.address}`
  const resources = fields.methods
    ? [createEncodedRecap('eip155', 'request', [...fields.methods])]
    : undefined
  const payload = {
    type: 'caip122',
    chains: [`eip155:${fields.chainId}`],
    domain: fields.domain,
    aud: fields.aud,
    version: '1',
    nonce: fields.nonce,
    iat: fields.iat,
    ...(fields.statement === undefined ? {} : { statement: fields.statement }),
    ...(fields.exp === undefined ? {} : { exp: fields.exp }),
    ...(resources ? { resources } : {}),
  }
  const message = formatMessage(payload, iss)
  const signature = await wallet.signMessage(message)
  return {
    cacao: buildAuthObject(payload, { t: 'eip191', s: signature }, iss),
    message,
    address: wallet.address,
  }
}
