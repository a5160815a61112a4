import type { SolanaSignInInput, SolanaSignInOutput } from '@solana/wallet-standard-features'
import type { WalletAccount } from '@wallet-standard/base'
import nacl from 'tweetnacl'
import { ProviderRpcError } from '../../wallet/ProviderRpcError.js'
import { writeSignInMessage } from './writeSignInMessage.js'

/**
 * The dev wallet's solana:signIn: for each input, the account it names (else the active one) signs the SIWS text
 * the wallet writes itself (the page's domain when the input names none), after the user's confirmation.
 */
export function createSignInFeature(wallet: {
  readonly accounts: () => readonly WalletAccount[]
  readonly keyFor: (account: WalletAccount | undefined) => nacl.SignKeyPair
  readonly confirm: (method: string, params: unknown) => Promise<void>
}) {
  return {
    version: '1.0.0',
    async signIn(...inputs: readonly SolanaSignInInput[]): Promise<SolanaSignInOutput[]> {
      const outputs: SolanaSignInOutput[] = []
      for (const input of inputs) {
        const held = wallet.accounts()
        const account = input.address ? held.find((item) => item.address === input.address) : held[0]
        if (!account) throw new ProviderRpcError(4100, 'The account to sign in with is not authorised')
        const key = wallet.keyFor(account)
        const domain = input.domain ?? (typeof location === 'undefined' ? undefined : location.host)
        if (!domain) throw new ProviderRpcError(-32602, 'signIn needs a domain')
        const text = writeSignInMessage({ ...input, domain }, account.address)
        await wallet.confirm('solana:signIn', { account: account.address, message: text })
        const signedMessage = new TextEncoder().encode(text)
        outputs.push({
          account,
          signedMessage,
          signature: nacl.sign.detached(signedMessage, key.secretKey),
          signatureType: 'ed25519',
        })
      }
      return outputs
    },
  }
}
