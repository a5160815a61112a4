import { ConnectionError, signingNeedsProvider, walletReturnedNoSignature } from '../../entries/plugin.js'
import { encodeBase58 } from './base58.js'
import type { SolanaRuntime } from './SolanaRuntime.js'
import type { SolanaSignInInput, SolanaSignInOutput } from './SolanaSignIn.js'
import { toSolanaError } from './toSolanaError.js'

interface SignInFeature {
  signIn(...inputs: readonly SolanaSignInInput[]): Promise<
    readonly {
      readonly account?: { readonly address?: unknown }
      readonly signedMessage?: unknown
      readonly signature?: unknown
    }[]
  >
}

const MAX_MESSAGE = 8_192

/**
 * Sign In With Solana through the connected wallet's `solana:signIn` (Wallet Standard); undefined when the wallet
 * has no such feature. The answer is checked: an account address, the signed text (UTF-8, capped) and 64 bytes.
 */
export async function signInWithWallet(
  runtime: SolanaRuntime,
  input: SolanaSignInInput,
): Promise<SolanaSignInOutput | undefined> {
  const current = runtime.connection()
  if (!current) throw new ConnectionError(signingNeedsProvider)
  const feature = current.wallet.standard?.features['solana:signIn'] as SignInFeature | undefined
  if (typeof feature?.signIn !== 'function') return undefined
  let outputs: Awaited<ReturnType<SignInFeature['signIn']>>
  try {
    outputs = await feature.signIn(input)
  } catch (error) {
    throw toSolanaError(error)
  }
  const [output] = Array.isArray(outputs) ? outputs : []
  const address = output?.account?.address
  const { signedMessage, signature } = output ?? {}
  if (
    typeof address !== 'string' ||
    !(signedMessage instanceof Uint8Array) ||
    signedMessage.length > MAX_MESSAGE ||
    !(signature instanceof Uint8Array) ||
    signature.length !== 64
  )
    throw new ConnectionError(walletReturnedNoSignature)
  let message: string
  try {
    message = new TextDecoder('utf-8', { fatal: true }).decode(signedMessage)
  } catch {
    throw new ConnectionError(walletReturnedNoSignature, { details: 'the signed message is not UTF-8 text' })
  }
  return { address, message, signature: encodeBase58(signature) }
}
