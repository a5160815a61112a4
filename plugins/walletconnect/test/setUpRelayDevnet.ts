import { afterAll, afterEach, beforeAll, expect } from 'vitest'
import type { Gangway, GangwayConfig, Network } from '../../../entries/plugin.js'
import type { Devnet } from '../../../playground/devnet/Devnet.js'
import { createPairingWallet } from '../../../playground/devnet/relay/createPairingWallet.js'
import type { PairingWallet } from '../../../playground/devnet/relay/PairingWallet.js'
import type { Relay } from '../../../playground/devnet/relay/Relay.js'
import { startRelay } from '../../../playground/devnet/relay/startRelay.js'
import type { LocalSolanaRpc } from '../../../playground/devnet/solana/LocalSolanaRpc.js'
import { startSolanaRpc } from '../../../playground/devnet/solana/startSolanaRpc.js'
import { startDevnet } from '../../../playground/devnet/startDevnet.js'
import { createMemoryStorage } from '../../../tests/fixtures/createMemoryStorage.js'
import { multichainHostPlugins } from '../../../tests/fixtures/multichainHostPlugins.js'
import { createRelayHost } from './createRelayHost.js'
import { guardLoopback } from './guardLoopback.js'

/**
 * Sets up a test file over real parts: the local relay, the Solana VM and the anvil devnet, started once
 * (nothing may connect off the loopback); the pairing wallets and dapps a test makes are closed after it.
 */
export function setUpRelayDevnet(plugins: NonNullable<GangwayConfig['plugins']> = multichainHostPlugins) {
  let relay: Relay
  let rpc: LocalSolanaRpc
  let devnet: Devnet
  let guard: ReturnType<typeof guardLoopback>
  const kernels: Gangway[] = []
  const wallets: PairingWallet[] = []
  beforeAll(async () => {
    guard = guardLoopback()
    ;[relay, rpc, devnet] = await Promise.all([startRelay(), startSolanaRpc(), startDevnet()])
  }, 120_000)
  afterEach(async () => {
    for (const gangway of kernels.splice(0)) await gangway.destroy()
    for (const wallet of wallets.splice(0)) await wallet.close()
  })
  afterAll(async () => {
    await Promise.all([relay?.stop(), rpc?.stop(), devnet?.stop()])
    guard?.restore()
    expect(guard.attempts).toEqual([])
  })
  return {
    rpc: () => rpc,
    devnet: () => devnet,
    /** The project's pairing wallet on the relay, with the devnet's chains and the Solana VM. */
    async wallet() {
      const made = await createPairingWallet({
        relayUrl: relay.url,
        chains: devnet.chains,
        solanaChains: [{ chain: rpc.chain, rpcUrl: rpc.rpcUrl }],
      })
      wallets.push(made)
      return made
    },
    /** A dapp of `networks` on the relay, ready (stored sessions restored from `storage`). */
    async kernel(networks: readonly Network[], storage = createMemoryStorage()) {
      const gangway = createRelayHost({
        relayUrl: relay.url,
        networks: networks as GangwayConfig['networks'],
        plugins,
        storage,
      })
      kernels.push(gangway)
      await gangway.ready
      return { gangway, storage }
    },
  }
}
