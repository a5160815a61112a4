/** What the bench server writes into every page (window.__BENCH__): the devnet chains and a dummy project id. */
export interface BenchChain {
  readonly chainId: number
  readonly name: string
  readonly rpcUrl: string
}

export interface BenchConfig {
  readonly chains: readonly BenchChain[]
  readonly projectId: string
  /** Directory endpoint for Gangway (the bench server's /gangway/directory by default). */
  readonly directory?: string
}

export const bench = (globalThis as unknown as { __BENCH__: BenchConfig }).__BENCH__

export const metadata = {
  name: 'Bench dApp',
  description: 'A host page of the Gangway benchmark',
  url: location.origin,
  icons: [],
}

export const rootElement = (): HTMLElement => {
  const element = document.getElementById('root')
  if (!element) throw new Error('#root is missing')
  return element
}
