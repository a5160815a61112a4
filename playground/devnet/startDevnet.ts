import { deployAccountAbstraction } from './aa/deployAccountAbstraction.js'
import { devEntryPoint } from './aa/devEntryPoint.js'
import { type BundlerInstance, startBundler } from './aa/startBundler.js'
import { startAnvil } from './anvil/startAnvil.js'
import type { DevChain } from './DevChain.js'
import type { Devnet } from './Devnet.js'
import { deployDevContent } from './deployDevContent.js'
import { devAccounts } from './devAccounts.js'
import { devChainDefaults } from './devChainDefaults.js'
import { deployIdRegistry } from './farcaster/deployIdRegistry.js'
import { deployUniswap } from './uniswap/deployUniswap.js'
import { devPools } from './uniswap/devPools.js'

export interface StartDevnetOptions {
  /** The chains (default devChainDefaults); `swaps: false` leaves Uniswap out of one. */
  readonly chains?: readonly { readonly chainId: number; readonly name: string; readonly swaps?: boolean }[]
  readonly tokenHolders?: number
  readonly tokenAmount?: string
  /** Start a bundler (`@pimlico/alto`) per chain against its EntryPoint (default false; the playground starts them). */
  readonly bundlers?: boolean
}

/**
 * Starts the local chains in parallel (anvil) and on each deploys the devnet's ERC-20s (DGT, dUSD, PTS) and ERC-721
 * collections (GLH, SPAM), mints them to the first dev accounts and makes a few transfers between them (deployDevContent),
 * then deploys Uniswap V2 with pools ETH/DGT, ETH/dUSD and DGT/dUSD priced as devnetPrices (deployUniswap) and the
 * ERC-4337 EntryPoint v0.7 with the SimpleAccount factory (deployAccountAbstraction); with `bundlers`, a bundler per
 * chain, stopped with the devnet. The first chain also holds Farcaster's ID Registry with the dev user's fid
 * (deployIdRegistry).
 */
export async function startDevnet(options: StartDevnetOptions = {}): Promise<Devnet> {
  const { tokenHolders = 3, tokenAmount } = options
  const chains: NonNullable<StartDevnetOptions['chains']> = options.chains ?? devChainDefaults
  const holders = devAccounts.slice(0, tokenHolders).map((account) => account.address)
  const deployer = devAccounts[0]!
  const started = await Promise.allSettled(chains.map((chain) => startAnvil({ chainId: chain.chainId })))
  const anvils = started.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
  const bundlers: BundlerInstance[] = []
  let stopped = false
  const stop = async (): Promise<void> => {
    stopped = true
    await Promise.all(bundlers.map((bundler) => bundler.stop()))
    await Promise.all(anvils.map((anvil) => anvil.stop()))
  }
  try {
    const failure = started.find((result) => result.status === 'rejected')
    if (failure) throw failure.reason
    const farcaster = anvils[0] ? deployIdRegistry(anvils[0].rpcUrl) : undefined
    farcaster?.catch(() => {})
    const devChains = await Promise.all(
      anvils.map(async (anvil, index): Promise<DevChain> => {
        const chain = chains[index]!
        const deployed = deployDevContent({
          rpcUrl: anvil.rpcUrl,
          chainId: anvil.chainId,
          deployer,
          holders,
          amount: tokenAmount,
        })
        const pools = deployed.then(({ tokens: [dgt, dusd] = [] }) => {
          if (!dgt || !dusd) throw new Error('the devnet has no DGT and dUSD to pool')
          return devPools(dgt, dusd)
        })
        // The bundler loads while the chain is set up (its start is mostly module loading): the EntryPoint's address is
        // the deployer's first on a fresh chain.
        const bundler = options.bundlers
          ? startBundler({ rpcUrl: anvil.rpcUrl, entryPoint: devEntryPoint }).then(async (started) => {
              bundlers.push(started)
              if (stopped) await started.stop()
              return started
            })
          : undefined
        bundler?.catch(() => {})
        const accountAbstraction = deployAccountAbstraction({
          rpcUrl: anvil.rpcUrl,
          chainId: anvil.chainId,
        }).then(async (contracts) => {
          if (contracts.entryPoint !== devEntryPoint)
            throw new Error(`the EntryPoint landed at ${contracts.entryPoint}, not ${devEntryPoint}`)
          return bundler ? { ...contracts, bundlerUrl: (await bundler).url } : contracts
        })
        const [content, swaps, aa] = await Promise.all([
          deployed,
          chain.swaps === false
            ? undefined
            : deployUniswap({ rpcUrl: anvil.rpcUrl, chainId: anvil.chainId, pools }),
          accountAbstraction,
        ])
        return {
          chainId: anvil.chainId,
          name: chain.name,
          rpcUrl: anvil.rpcUrl,
          ...content,
          ...(swaps ? { swaps } : {}),
          accountAbstraction: aa,
        }
      }),
    )
    return {
      chains: devChains,
      accounts: devAccounts,
      ...(farcaster ? { farcaster: await farcaster } : {}),
      stop,
    }
  } catch (error) {
    await stop()
    throw error
  }
}
