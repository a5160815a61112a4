const flags: readonly (readonly [string, string])[] = [
  ['isPhantom', 'Phantom'],
  ['isSolflare', 'Solflare'],
  ['isBackpack', 'Backpack'],
  ['isGlow', 'Glow'],
  ['isBraveWallet', 'Brave Wallet'],
  ['isCoinbaseWallet', 'Coinbase Wallet'],
  ['isExodus', 'Exodus'],
  ['isTrust', 'Trust Wallet'],
  ['isTrustWallet', 'Trust Wallet'],
  ['isOkxWallet', 'OKX Wallet'],
]

/** The wallet a legacy injected Solana provider's flags name (Phantom for isPhantom...), else undefined. */
export function injectedName(provider: object): string | undefined {
  try {
    return flags.find(([flag]) => (provider as Record<string, unknown>)[flag] === true)?.[1]
  } catch {
    return undefined
  }
}
