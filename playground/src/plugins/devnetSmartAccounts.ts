import type { Plugin } from '../../../entries/gangway.js'
import { createSmartAccountsPlugin } from '../../../plugins/smart-accounts/index.js'
import type { PlaygroundDevnetInfo } from '../server/PlaygroundDevnetInfo.js'

/**
 * The smart-accounts plugin on the devnet's chains: the embedded wallet's eip155 account is a GangwayAccount (the
 * SimpleAccount with EIP-1271, so that it can sign in too), its user operations sent to the devnet's bundlers.
 */
export function devnetSmartAccounts(devnet: PlaygroundDevnetInfo): Plugin[] {
  const chains = Object.fromEntries(
    devnet.chains.flatMap((chain) =>
      chain.accountAbstraction
        ? [
            [
              `eip155:${chain.chainId}`,
              {
                entryPoint: chain.accountAbstraction.entryPoint,
                factory: chain.accountAbstraction.signingFactory,
              },
            ],
          ]
        : [],
    ),
  )
  return Object.keys(chains).length > 0 ? [createSmartAccountsPlugin({ chains })] : []
}
