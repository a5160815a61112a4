import { startAnvil } from './anvil/startAnvil.js'
import type { DevChain } from './DevChain.js'
import type { Devnet } from './Devnet.js'
import { deployDevContent } from './deployDevContent.js'
import { devAccounts } from './devAccounts.js'
import { devChainDefaults } from './devChainDefaults.js'

export interface StartDevnetOptions {
  readonly chains?: readonly { readonly chainId: number; readonly name: string }[]
  readonly tokenHolders?: number
  readonly tokenAmount?: string
}

/**
 * Starts the local chains in parallel (anvil) and on each deploys the devnet's ERC-20s (DGT, dUSD, PTS) and ERC-721
 * collections (GLH, SPAM), mints them to the first dev accounts and makes a few transfers between them (deployDevContent).
 */
export async function startDevnet(options: StartDevnetOptions = {}): Promise<Devnet> {
  const { chains = devChainDefaults, tokenHolders = 3, tokenAmount } = options
  const holders = devAccounts.slice(0, tokenHolders).map((account) => account.address)
  const deployer = devAccounts[0]!
  const started = await Promise.allSettled(chains.map((chain) => startAnvil({ chainId: chain.chainId })))
  const anvils = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  const stop = async (): Promise<void> => {
    await Promise.all(anvils.map((anvil) => anvil.stop()))
  }
  try {
    const failure = started.find((result) => result.status === 'rejected')
    if (failure) throw failure.reason
    const devChains = await Promise.all(
      anvils.map(async (anvil, index): Promise<DevChain> => {
        const content = await deployDevContent({
          rpcUrl: anvil.rpcUrl,
          chainId: anvil.chainId,
          deployer,
          holders,
          amount: tokenAmount,
        })
        return { chainId: anvil.chainId, name: chains[index]!.name, rpcUrl: anvil.rpcUrl, ...content }
      }),
    )
    return { chains: devChains, accounts: devAccounts, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
