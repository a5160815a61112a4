import { importOptionalPeer } from '../lib/importOptionalPeer.js'
import type { SignatureVerifier } from './SignatureVerifier.js'

const HEX = /^0x(?:[0-9a-fA-F]{2}){64,16384}$/
const RPC_DEADLINE_MS = 10_000

/**
 * EIP-191 signatures checked with viem (an optional peer dependency, loaded on first use): an EOA's by
 * recovery; with an RPC URL for the chain, also contract accounts (EIP-1271) and undeployed ones (EIP-6492).
 */
export function createEip155Verifier(rpcUrls: Readonly<Record<string, string>>): SignatureVerifier {
  return async ({ message, signature, address, chainId, signal }) => {
    if (!HEX.test(signature)) return false
    const viem = await importOptionalPeer<typeof import('viem')>('viem', 'verifying an eip155 sign-in')
    const hex = signature as `0x${string}`
    const account = address as `0x${string}`
    const url = rpcUrls[chainId]
    if (url === undefined) return viem.verifyMessage({ address: account, message, signature: hex })
    const client = viem.createPublicClient({
      transport: viem.http(url, { timeout: RPC_DEADLINE_MS, retryCount: 1, fetchOptions: { signal } }),
    })
    return client.verifyMessage({ address: account, message, signature: hex })
  }
}
