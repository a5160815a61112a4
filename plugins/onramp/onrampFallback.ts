import type { OnrampCatalog } from './OnrampCatalog.js'

const limits = [
  { id: 'card', min: 10, max: 7_500 },
  { id: 'ach_bank_account', min: 10, max: 25_000 },
]

/** The spec's fallbacks when options fail: meld and coinbase (1-2%), card 10.00–7,500.00 and ach_bank_account 10.00–25,000.00 in USD and EUR, USDC on Ethereum mainnet and Polygon, payment in USD. */
export const onrampFallback: OnrampCatalog = {
  providers: [
    {
      name: 'meld',
      label: 'Meld.io',
      url: 'https://meldcrypto.com',
      feeRange: '1-2%',
      supportedChains: ['eip155', 'solana'],
    },
    {
      name: 'coinbase',
      label: 'Coinbase',
      url: 'https://pay.coinbase.com',
      feeRange: '1-2%',
      supportedChains: ['eip155', 'solana'],
    },
  ],
  purchases: [
    { key: 'USDC@eip155:1', currency: 'USDC', symbol: 'USDC', network: 'eip155:1', networkName: 'Ethereum' },
    {
      key: 'USDC@eip155:137',
      currency: 'USDC',
      symbol: 'USDC',
      network: 'eip155:137',
      networkName: 'Polygon',
    },
  ],
  payments: [
    { id: 'USD', methods: limits },
    { id: 'EUR', methods: limits },
  ],
  fallback: true,
}
