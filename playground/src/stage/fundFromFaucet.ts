import type { DevChain } from '../../devnet/DevChain.js'

const ETHER = 10n ** 18n
const WAIT_MS = 10_000

async function rpc(chain: DevChain, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(chain.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(WAIT_MS),
  })
  if (!response.ok) throw new Error(`${chain.name} answered ${method} with HTTP ${response.status}`)
  const answer = (await response.json()) as { result?: unknown; error?: { message?: unknown } }
  if (answer.error) throw new Error(`${chain.name}: ${String(answer.error.message)}`)
  return answer.result
}

/**
 * The devnet's faucet: adds 1 ETH to `address` on the local anvil chain (anvil_setBalance), so that an account that
 * starts empty (the e-mail wallet's smart account) can pay for its gas. Resolves with the new balance in wei.
 */
export async function fundFromFaucet(chain: DevChain, address: `0x${string}`): Promise<bigint> {
  const current = await rpc(chain, 'eth_getBalance', [address, 'latest'])
  if (typeof current !== 'string' || !/^0x[0-9a-f]+$/i.test(current))
    throw new Error(`${chain.name} answered eth_getBalance with ${String(current).slice(0, 40)}`)
  const balance = BigInt(current) + ETHER
  await rpc(chain, 'anvil_setBalance', [address, `0x${balance.toString(16)}`])
  return balance
}
