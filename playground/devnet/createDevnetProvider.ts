import { isEvmAddress } from '../../plugins/eip155/index.js'
import { createRpcProvider } from '../../server/chainData/createRpcProvider.js'
import type { Identity } from '../../server/chainData/Identity.js'
import type { DevnetProvider } from './DevnetProvider.js'
import type { DevnetProviderOptions } from './DevnetProviderOptions.js'
import { devToken } from './devToken.js'

/** Units of a currency per USD the devnet prices in. */
const CURRENCY_RATES: Readonly<Record<string, number>> = { usd: 1, eur: 0.92, gbp: 0.79 }

function identityKey(address: string): string {
  if (!isEvmAddress(address)) throw new Error(`Invalid EVM address: ${address}`)
  return `0x${address.replace(/^0x/, '').toLowerCase()}`
}

const toIdentity = (identity: Partial<Identity>): Identity => ({
  name: identity.name ?? null,
  avatar: identity.avatar ?? null,
})

/**
 * The Gangway server's chain data provider over the devnet: its chains as supported chains, balances
 * read from the anvil chains (native ETH and the DevToken, left out at zero, priced from `prices`),
 * identities from `options.identities` and setIdentity.
 */
export function createDevnetProvider(options: DevnetProviderOptions): DevnetProvider {
  const rpc = createRpcProvider({
    chains: options.devnet.chains.map((chain) => ({
      caipNetworkId: `eip155:${chain.chainId}`,
      rpcUrl: chain.rpcUrl,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      tokens: [
        {
          address: chain.token.address,
          name: devToken.name,
          symbol: chain.token.symbol,
          decimals: chain.token.decimals,
        },
      ],
    })),
    prices: { ETH: 3_000, DGT: 1, ...options.prices },
    currencyRates: CURRENCY_RATES,
  })
  const identities = new Map(
    Object.entries(options.identities ?? {}).map(([address, identity]) => [
      identityKey(address),
      toIdentity(identity),
    ]),
  )
  return {
    supportedChains: () => rpc.supportedChains(),
    balances: (address, query) => rpc.balances(address, query),
    identity: async (address) => identities.get(identityKey(address)) ?? { name: null, avatar: null },
    setIdentity(address, identity) {
      const key = identityKey(address)
      if (identity) identities.set(key, toIdentity(identity))
      else identities.delete(key)
    },
  }
}
