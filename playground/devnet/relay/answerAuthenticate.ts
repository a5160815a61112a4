import type { SignClient } from '@walletconnect/sign-client'
import type { SignClientTypes } from '@walletconnect/types'
import { buildAuthObject, getSdkError, populateAuthPayload } from '@walletconnect/utils'
import { Wallet } from 'ethers'

type Client = InstanceType<typeof SignClient>

/**
 * A wallet's answer to one-click auth (wc_sessionAuthenticate): the request narrowed to the chains and
 * methods it supports, one CACAO per chain with WalletConnect's text signed by ethers (EIP-191; the server
 * checks with viem). Returns the session topic, or undefined when no asked chain is supported (rejected).
 */
export async function answerAuthenticate(
  client: Client,
  event: SignClientTypes.EventArguments['session_authenticate'],
  options: {
    readonly privateKey: string
    readonly chains: readonly string[]
    readonly methods: readonly string[]
  },
): Promise<string | undefined> {
  const wallet = new Wallet(options.privateKey)
  let request: ReturnType<typeof populateAuthPayload>
  try {
    request = populateAuthPayload({
      authPayload: event.params.authPayload,
      chains: [...options.chains],
      methods: [...options.methods],
    })
  } catch {
    await client.rejectSessionAuthenticate({ id: event.id, reason: getSdkError('UNSUPPORTED_CHAINS') })
    return undefined
  }
  const auths = []
  for (const chain of request.chains) {
    const iss = `did:pkh:${chain}:${wallet.address}`
    const message = client.formatAuthMessage({ request, iss })
    const signature = await wallet.signMessage(message)
    auths.push(buildAuthObject(request, { t: 'eip191', s: signature }, iss))
  }
  const { session } = await client.approveSessionAuthenticate({ id: event.id, auths })
  return session?.topic
}
