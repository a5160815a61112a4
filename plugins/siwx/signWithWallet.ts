import type { ChainAdapter } from '../../entries/plugin.js'
import type { SiwxMessageData } from './SiwxMessageData.js'
import type { SiwxState } from './SiwxState.js'
import { siwsChainName } from './siwsChainName.js'

/** The part of the solana plugin's API used here (structural: a plugin imports no other plugin). */
interface SolanaSignIn {
  signIn?(
    input: Record<string, unknown>,
  ): Promise<{ readonly address: string; readonly message: string; readonly signature: string } | undefined>
}

/**
 * The wallet's signature of `text` (the message of `data`): on solana by the wallet's solana:signIn when the
 * solana plugin's API offers it (the wallet writes the text from the fields, which must come out as `text`), else
 * by the chain's signMessage. 'mismatch' when a wallet signed in with another text or account; a decline throws.
 */
export async function signWithWallet(
  wallet: { readonly chain: Pick<ChainAdapter, 'signMessage'>; readonly solana: unknown },
  account: NonNullable<SiwxState['account']>,
  data: SiwxMessageData,
  text: string,
): Promise<{ readonly signature: string } | 'mismatch'> {
  if (account.namespace === 'solana') {
    const signed = await (wallet.solana as SolanaSignIn | undefined)?.signIn?.({
      domain: data.domain,
      address: data.accountAddress,
      ...(data.statement === undefined ? {} : { statement: data.statement }),
      uri: data.uri,
      version: data.version,
      chainId: siwsChainName(data.chainId),
      nonce: data.nonce,
      issuedAt: data.issuedAt,
      ...(data.expirationTime === undefined ? {} : { expirationTime: data.expirationTime }),
      ...(data.notBefore === undefined ? {} : { notBefore: data.notBefore }),
      ...(data.requestId === undefined ? {} : { requestId: data.requestId }),
      ...(data.resources === undefined ? {} : { resources: [...data.resources] }),
    })
    if (signed) return signed.address === account.address && signed.message === text ? signed : 'mismatch'
  }
  const { chain } = wallet
  if (!chain.signMessage) throw new TypeError(`${account.namespace} cannot sign messages`)
  return { signature: await chain.signMessage(text, account.address) }
}
