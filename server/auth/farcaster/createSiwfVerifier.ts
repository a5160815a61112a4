import { importOptionalPeer } from '../../lib/importOptionalPeer.js'

type AuthClientModule = typeof import('@farcaster/auth-client')

/** The verified facts of a SIWF message: the fid of its resource, the custody address that signed it, its URI. */
export interface SiwfFacts {
  readonly fid: number
  readonly custody: string
  readonly uri: string
}

/**
 * Verifies SIWF messages with @farcaster/auth-client (loaded on first use, an optional peer): EIP-4361 fields,
 * statement, chain id 10, the single `farcaster://fid/{fid}` resource, nonce, domain, the signature, then the
 * signer's fid from the ID Registry at `rpcUrl` (custody only: no auth addresses). Rejects with the client's reason.
 */
export function createSiwfVerifier(rpcUrl: string, timeoutMs: number) {
  let client: Promise<ReturnType<AuthClientModule['createAppClient']>> | undefined
  const clientOf = () => {
    client ??= importOptionalPeer<AuthClientModule>('@farcaster/auth-client', 'Sign In With Farcaster').then(
      (module) => module.createAppClient({ ethereum: module.viemConnector({ rpcUrl }) }),
    )
    client.catch(() => {
      client = undefined
    })
    return client
  }
  return async (input: { nonce: string; domain: string; message: string; signature: `0x${string}` }) => {
    const app = await clientOf()
    let timer: ReturnType<typeof setTimeout> | undefined
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('The ID Registry did not answer in time')), timeoutMs)
    })
    try {
      const result = await Promise.race([
        app.verifySignInMessage({ ...input, acceptAuthAddress: false }),
        deadline,
      ])
      if (result.isError) throw result.error ?? new Error('Failed to verify message')
      if (!result.success) throw new Error('Failed to verify message')
      return { fid: result.fid, custody: result.data.address, uri: result.data.uri } satisfies SiwfFacts
    } finally {
      clearTimeout(timer)
    }
  }
}
