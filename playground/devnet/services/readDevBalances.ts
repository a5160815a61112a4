import { createPublicClient, erc20Abi, formatUnits, http, type PublicClient } from 'viem'
import type { TokenBalance } from '../../../core/index.js'
import type { DevChain } from '../DevChain.js'
import { devToken } from '../devToken.js'

interface ReadDevBalancesOptions {
  /** Price of one unit by symbol, in the requested currency. */
  readonly prices: Readonly<Record<string, number>>
  /** Base of the token image URLs (`{iconBase}/ETH`). */
  readonly iconBase: string
  readonly client?: PublicClient
}

function balance(
  entry: Omit<TokenBalance, 'value' | 'price' | 'quantity' | 'iconUrl'>,
  amount: bigint,
  decimals: number,
  options: ReadDevBalancesOptions,
): TokenBalance {
  const numeric = formatUnits(amount, decimals)
  const price = options.prices[entry.symbol] ?? 0
  return {
    ...entry,
    value: Number(numeric) * price,
    price,
    quantity: { decimals: String(decimals), numeric },
    iconUrl: `${options.iconBase}/${entry.symbol}`,
  }
}

/** The native and DevToken balances of `address` read from the chain's RPC (DevToken left out at zero); token address is CAIP-10. */
export async function readDevBalances(
  chain: DevChain,
  address: `0x${string}`,
  options: ReadDevBalancesOptions,
): Promise<TokenBalance[]> {
  const client = options.client ?? createPublicClient({ transport: http(chain.rpcUrl, { retryCount: 0 }) })
  const chainId = `eip155:${chain.chainId}`
  const [native, token] = await Promise.all([
    client.getBalance({ address }),
    client.readContract({
      address: chain.token.address,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [address],
    }),
  ])
  const balances = [balance({ name: 'Ether', symbol: 'ETH', chainId }, native, 18, options)]
  if (token > 0n) {
    const entry = {
      name: devToken.name,
      symbol: chain.token.symbol,
      chainId,
      address: `${chainId}:${chain.token.address}`,
    }
    balances.push(balance(entry, token, chain.token.decimals, options))
  }
  return balances
}
