import { createWalletClient } from '@farcaster/auth-client'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'

const client = createWalletClient({ relay: 'http://127.0.0.1:9', ethereum: undefined as never })

/**
 * What the Farcaster app does with a sign-in link (`channelToken`, `nonce`, `domain`, `siweUri`, `expirationTime`):
 * builds the SIWF message for `fid` with @farcaster/auth-client (statement 'Farcaster Auth', chain 10, the
 * `farcaster://fid/{fid}` resource) and signs it with the custody key. `override` changes fields (tests).
 */
export async function signSiwfMessage(
  link: string,
  custodyKey: Hex,
  fid: number,
  override: { readonly nonce?: string; readonly domain?: string; readonly uri?: string } = {},
): Promise<{ channelToken: string; message: string; signature: Hex }> {
  const params = new URL(link).searchParams
  const channelToken = params.get('channelToken') ?? ''
  const account = privateKeyToAccount(custodyKey)
  const expirationTime = params.get('expirationTime')
  const built = client.buildSignInMessage({
    address: account.address,
    fid,
    nonce: override.nonce ?? params.get('nonce') ?? '',
    domain: override.domain ?? params.get('domain') ?? '',
    uri: override.uri ?? params.get('siweUri') ?? '',
    ...(expirationTime ? { expirationTime: new Date(expirationTime) } : {}),
  })
  if (built.isError) throw built.error ?? new Error('Could not build the SIWF message')
  return {
    channelToken,
    message: built.message,
    signature: await account.signMessage({ message: built.message }),
  }
}
