const specificFlags: readonly (readonly [string, string])[] = [
  ['isRabby', 'io.rabby'],
  ['isBraveWallet', 'com.brave.wallet'],
  ['isCoinbaseWallet', 'com.coinbase.wallet'],
  ['isTrust', 'com.trustwallet.app'],
  ['isTrustWallet', 'com.trustwallet.app'],
  ['isOkxWallet', 'com.okex.wallet'],
  ['isPhantom', 'app.phantom'],
  ['isZerion', 'io.zerion.wallet'],
  ['isRainbow', 'me.rainbow'],
  ['isFrame', 'sh.frame'],
]

const trueFlags = (provider: object): string[] => {
  const flags: string[] = []
  try {
    for (const key in provider)
      if (/^is[A-Z]/.test(key) && (provider as Record<string, unknown>)[key] === true) flags.push(key)
  } catch {
    return []
  }
  return flags
}

/** The rdns a legacy injected provider's flags identify, else undefined; isMetaMask counts only alone, since many wallets set it. */
export function injectedRdns(provider: unknown): string | undefined {
  if (typeof provider !== 'object' || provider === null) return undefined
  const flags = trueFlags(provider)
  const specific = specificFlags.find(([flag]) => flags.includes(flag))
  if (specific) return specific[1]
  return flags.length === 1 && flags[0] === 'isMetaMask' ? 'io.metamask' : undefined
}
