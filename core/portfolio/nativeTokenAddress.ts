const NATIVE: Readonly<Record<string, string>> = {
  eip155: '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
  solana: 'So11111111111111111111111111111111111111112',
}

/** The CAIP-10 address the price API knows the native token of `chainId` by (eip155 and solana), else undefined. */
export function nativeTokenAddress(chainId: string): string | undefined {
  const reference = NATIVE[chainId.slice(0, chainId.indexOf(':'))]
  return reference ? `${chainId}:${reference}` : undefined
}
