import { createBitcoinDevWallet } from '../../playground/devnet/bip122/createBitcoinDevWallet.js'
import type { TestSigner } from './TestSigner.js'

type Answer = { result?: { addresses?: { address: string; purpose: string }[]; signature?: string } }

/**
 * The Bitcoin dev wallet's regtest addresses as signers (btc-signer and noble sign): the payment (P2WPKH) one by
 * BIP-322 and by legacy ECDSA (BIP-137), the ordinals (P2TR) one by BIP-322.
 */
export async function bitcoinSigners(): Promise<{
  readonly payment: TestSigner
  readonly paymentEcdsa: TestSigner
  readonly ordinals: TestSigner
}> {
  const wallet = createBitcoinDevWallet({ origin: 'https://app.example', autoApprove: true })
  const ask = async (method: string, params: unknown) =>
    ((await wallet.provider.request(method, params)) as Answer).result
  const addresses = (await ask('wallet_connect', { addresses: ['payment', 'ordinals'], network: 'Regtest' }))
    ?.addresses
  const of = (purpose: string) => {
    const found = addresses?.find((item) => item.purpose === purpose)?.address
    if (!found) throw new Error(`The Bitcoin dev wallet shared no ${purpose} address`)
    return found
  }
  const signer = (address: string, protocol: 'BIP322' | 'ECDSA'): TestSigner => ({
    address,
    sign: async (message) => (await ask('signMessage', { address, message, protocol }))?.signature ?? '',
  })
  return {
    payment: signer(of('payment'), 'BIP322'),
    paymentEcdsa: signer(of('payment'), 'ECDSA'),
    ordinals: signer(of('ordinals'), 'BIP322'),
  }
}
