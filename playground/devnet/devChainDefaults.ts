/** The devnet's two chains: different ids so that switching and adding a chain are real. */
export const devChainDefaults: readonly { readonly chainId: number; readonly name: string }[] = [
  { chainId: 31337, name: 'Gangway Devnet A' },
  { chainId: 31338, name: 'Gangway Devnet B' },
]
