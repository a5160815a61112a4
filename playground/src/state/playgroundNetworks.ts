import {
  base,
  bitcoinRegtest,
  bitcoinSignet,
  bitcoinTestnet,
  cosmosHub,
  kusama,
  mainnet,
  osmosis,
  osmosisTestnet,
  polkadotMainnet,
  solanaDevnet,
  westend,
} from '../../../core/networks/index.js'
import type { Network } from '../../../entries/gangway.js'
import { bip122 } from '../../../plugins/bip122/index.js'
import { cosmos } from '../../../plugins/cosmos/index.js'
import { eip155 } from '../../../plugins/eip155/index.js'
import { polkadot } from '../../../plugins/polkadot/index.js'
import { solana } from '../../../plugins/solana/index.js'
import { devNetworks } from '../../devnet/devNetworks.js'
import type { PlaygroundDevnetInfo } from '../server/PlaygroundDevnetInfo.js'

export interface NetworkChoice {
  readonly network: Network
  /** Shown beside the name: where it runs. */
  readonly note: string
  /** False when no chain plugin serves its namespace yet. */
  readonly available: boolean
  /** One of the devnet's own chains (configured by default). */
  readonly local: boolean
}

/** The networks the control panel offers: the devnet's local chains first, then public ones (need the internet). */
export function playgroundNetworks(devnet: PlaygroundDevnetInfo): readonly NetworkChoice[] {
  const served = (network: Network) =>
    [eip155, solana, polkadot, cosmos, bip122].some(
      (loader) => 'namespace' in loader.trigger && loader.trigger.namespace === network.chainNamespace,
    )
  const local = devNetworks(devnet).map((network) => ({
    network,
    note: `anvil · ${network.id}`,
    available: true,
    local: true,
  }))
  const localSolana = {
    network: devnet.solana.network,
    note: 'local Solana VM',
    available: true,
    local: true,
  }
  const remote = [mainnet, base, solanaDevnet].map((network) => ({
    network,
    note: served(network) ? 'needs internet' : `no ${network.chainNamespace} plugin`,
    available: served(network),
    local: false,
  }))
  const keplr = [cosmosHub, osmosis, osmosisTestnet].map((network) => ({
    network,
    note: 'keplr dev wallet',
    available: served(network),
    local: false,
  }))
  const bitcoin = [bitcoinRegtest, bitcoinTestnet, bitcoinSignet].map((network) => ({
    network,
    note: 'Bitcoin dev wallet (no node)',
    available: true,
    local: false,
  }))
  const polkadotChoices = [polkadotMainnet, kusama, westend].map((network) => ({
    network,
    note: 'polkadot dev wallet, no RPC',
    available: served(network),
    local: false,
  }))
  return [...local, localSolana, ...remote, ...polkadotChoices, ...keplr, ...bitcoin]
}
