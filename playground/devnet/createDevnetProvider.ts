import { isEvmAddress } from '../../plugins/eip155/index.js'
import { createRpcProvider } from '../../server/chainData/createRpcProvider.js'
import type { FungiblePrice } from '../../server/chainData/FungiblePrice.js'
import type { Identity } from '../../server/chainData/Identity.js'
import { createUniswapV2Provider } from '../../server/chainData/swaps/createUniswapV2Provider.js'
import type { DevnetProvider } from './DevnetProvider.js'
import type { DevnetProviderOptions } from './DevnetProviderOptions.js'
import { devnetPrices } from './devnetPrices.js'
import { devToken } from './devToken.js'
import { createDevnetIndexer } from './indexer/createDevnetIndexer.js'
import { devSplToken } from './solana/devSplToken.js'

/** Units of a currency per USD the devnet prices in. */
const CURRENCY_RATES: Readonly<Record<string, number>> = { usd: 1, eur: 0.92, gbp: 0.79 }
const ETHER = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const SOLANA = { name: 'Solana', symbol: 'SOL', decimals: 9 }
const EVM_NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'
const SOLANA_NATIVE = 'So11111111111111111111111111111111111111112'

function identityKey(address: string): string {
  if (!isEvmAddress(address)) throw new Error(`Invalid EVM address: ${address}`)
  return `0x${address.replace(/^0x/, '').toLowerCase()}`
}

const toIdentity = (identity: Partial<Identity>): Identity => ({
  name: identity.name ?? null,
  avatar: identity.avatar ?? null,
})

/**
 * The Gangway server's chain data provider over the devnet: its chains (and the Solana VM) as supported
 * chains, balances read from the chains (native, the dev ERC-20s, DevSPL; left out at zero, priced from
 * `prices`), history and NFTs from the devnet indexer, a price table by CAIP-10 token address, identities
 * from `options.identities` and setIdentity, swaps over each chain's Uniswap V2 (DGT and dUSD with ETH).
 */
export function createDevnetProvider(options: DevnetProviderOptions): DevnetProvider {
  const prices = { ...devnetPrices, ...options.prices }
  const usd = (symbol: string) => prices[symbol]
  const solana = options.solana
  const splToken = solana && { ...solana.token, address: solana.token.mint, name: devSplToken.name }
  const evmTokens = (chain: DevnetProviderOptions['devnet']['chains'][number]) =>
    chain.tokens ?? [{ ...chain.token, name: devToken.name }]
  const rpc = createRpcProvider({
    chains: [
      ...options.devnet.chains.map((chain) => ({
        caipNetworkId: `eip155:${chain.chainId}`,
        rpcUrl: chain.rpcUrl,
        nativeCurrency: ETHER,
        tokens: evmTokens(chain),
      })),
      ...(solana && splToken
        ? [{ caipNetworkId: solana.chain, rpcUrl: solana.rpcUrl, nativeCurrency: SOLANA, tokens: [splToken] }]
        : []),
    ],
    prices,
    currencyRates: CURRENCY_RATES,
  })
  const indexer = createDevnetIndexer({
    evm: options.devnet.chains.map((chain) => ({
      caipNetworkId: `eip155:${chain.chainId}`,
      rpcUrl: chain.rpcUrl,
      tokens: new Map(
        evmTokens(chain).map((token) => [
          token.address.toLowerCase(),
          { ...token, usdPrice: usd(token.symbol) },
        ]),
      ),
      collections: new Map(
        (chain.collections ?? []).map((collection) => [collection.address.toLowerCase(), collection]),
      ),
    })),
    native: { ...ETHER, usdPrice: usd(ETHER.symbol) },
    solana:
      solana && splToken
        ? {
            caipNetworkId: solana.chain,
            rpcUrl: solana.rpcUrl,
            native: { ...SOLANA, usdPrice: usd(SOLANA.symbol) },
            mints: new Map([[splToken.mint, { ...splToken, usdPrice: usd(splToken.symbol) }]]),
          }
        : undefined,
    pollMs: options.pollMs,
  })
  const swaps = createUniswapV2Provider({
    chains: options.devnet.chains.flatMap((chain) =>
      chain.swaps
        ? [
            {
              caipNetworkId: `eip155:${chain.chainId}`,
              rpcUrl: chain.rpcUrl,
              ...chain.swaps,
              nativeCurrency: ETHER,
              tokens: evmTokens(chain).filter((token) =>
                chain.swaps?.pairs.some((pair) =>
                  pair.tokens.some((address) => address.toLowerCase() === token.address.toLowerCase()),
                ),
              ),
            },
          ]
        : [],
    ),
  })
  const priceTable = new Map<string, { readonly name: string; readonly symbol: string }>()
  for (const chain of options.devnet.chains) {
    priceTable.set(`eip155:${chain.chainId}:${EVM_NATIVE}`, ETHER)
    for (const token of evmTokens(chain))
      priceTable.set(`eip155:${chain.chainId}:${token.address.toLowerCase()}`, token)
  }
  if (solana && splToken) {
    priceTable.set(`${solana.chain}:${SOLANA_NATIVE}`, SOLANA)
    priceTable.set(`${solana.chain}:${splToken.mint}`, splToken)
  }
  const identities = new Map(
    Object.entries(options.identities ?? {}).map(([address, identity]) => [
      identityKey(address),
      toIdentity(identity),
    ]),
  )
  return {
    supportedChains: () => rpc.supportedChains(),
    balances: (address, query) => rpc.balances(address, query),
    history: (account, query) => indexer.history(account, query),
    nfts: (address, query) => indexer.nfts(address, query),
    async prices(addresses, { currency }) {
      const rate = CURRENCY_RATES[currency] ?? 0
      return addresses.flatMap((address): FungiblePrice[] => {
        const key = address.startsWith('eip155:') ? address.toLowerCase() : address
        const token = priceTable.get(key)
        if (!token) return []
        return [{ address, name: token.name, symbol: token.symbol, price: (usd(token.symbol) ?? 0) * rate }]
      })
    },
    identity: async (address) => identities.get(identityKey(address)) ?? { name: null, avatar: null },
    setIdentity(address, identity) {
      const key = identityKey(address)
      if (identity) identities.set(key, toIdentity(identity))
      else identities.delete(key)
    },
    swaps,
    stop: () => indexer.stop(),
  }
}
