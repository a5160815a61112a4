/** CAIP-2 ids of the networks the curated wallets are listed with. */
export const curatedChains = {
  ethereum: 'eip155:1',
  optimism: 'eip155:10',
  bnb: 'eip155:56',
  gnosis: 'eip155:100',
  polygon: 'eip155:137',
  zksync: 'eip155:324',
  ronin: 'eip155:2020',
  base: 'eip155:8453',
  arbitrum: 'eip155:42161',
  avalanche: 'eip155:43114',
  solana: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  bitcoin: 'bip122:000000000019d6689c085ae165831e93',
  polkadot: 'polkadot:91b171bb158e2d3848fa23a9f1c25182',
  kusama: 'polkadot:b0a8d493285c2df73290dfb7e61f870f',
  cosmosHub: 'cosmos:cosmoshub-4',
  osmosis: 'cosmos:osmosis-1',
} as const
