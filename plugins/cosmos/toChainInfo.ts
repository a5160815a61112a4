import type { CosmosChainInfo } from './CosmosChainInfo.js'
import type { CosmosNetwork } from './CosmosNetwork.js'

/** Keplr's ChainInfo for experimentalSuggestChain, built from a network that names its bech32 prefix; else undefined. */
export function toChainInfo(network: CosmosNetwork): CosmosChainInfo | undefined {
  const prefix = network.bech32Prefix
  const rpc = network.rpcUrls.default.http[0]
  if (!prefix || !rpc) return undefined
  const { symbol, decimals } = network.nativeCurrency
  const currency = {
    coinDenom: symbol,
    coinMinimalDenom: network.denom ?? `u${symbol.toLowerCase()}`,
    coinDecimals: decimals,
  }
  return {
    chainId: network.id,
    chainName: network.name,
    rpc,
    rest: network.restUrl ?? rpc,
    bip44: { coinType: 118 },
    bech32Config: {
      bech32PrefixAccAddr: prefix,
      bech32PrefixAccPub: `${prefix}pub`,
      bech32PrefixValAddr: `${prefix}valoper`,
      bech32PrefixValPub: `${prefix}valoperpub`,
      bech32PrefixConsAddr: `${prefix}valcons`,
      bech32PrefixConsPub: `${prefix}valconspub`,
    },
    currencies: [currency],
    feeCurrencies: [currency],
    stakeCurrency: currency,
  }
}
