import type { OnrampOptions } from '../../../server/onramp/OnrampOptions.js'
import type { DevOnrampChain } from './DevOnrampChain.js'

/** What the dev provider sells on `chains`, as the meld link asks (SOL on Solana, else USDC): USDC (dUSD on chain) on the anvil chains, SOL on the Solana VM. */
export function devOnrampCurrencies(chains: readonly DevOnrampChain[]): OnrampOptions['purchaseCurrencies'] {
  const network = (chain: DevOnrampChain, contract: string) => ({
    name: chain.caipNetworkId,
    display_name: chain.name,
    chain_id: chain.caipNetworkId,
    contract_address: contract,
  })
  const evm = chains.filter((chain) => chain.namespace === 'eip155')
  const usd = evm.flatMap((chain) => (chain.usd ? [network(chain, chain.usd.address)] : []))
  const sol = chains.filter((chain) => chain.namespace === 'solana')
  return [
    ...(usd.length ? [{ id: 'USDC', name: 'USD Coin', symbol: 'USDC', networks: usd }] : []),
    ...(sol.length
      ? [{ id: 'SOL', name: 'Solana', symbol: 'SOL', networks: sol.map((c) => network(c, '')) }]
      : []),
  ]
}
