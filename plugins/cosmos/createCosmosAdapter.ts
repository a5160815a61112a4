import type { Account, ChainAdapter, ConnectResult, Network, SessionReporter } from '../../entries/plugin.js'
import { askWallet } from './askWallet.js'
import type { CosmosApi } from './CosmosApi.js'
import type { CosmosConnection } from './CosmosConnection.js'
import type { CosmosNetwork } from './CosmosNetwork.js'
import type { Discovery, DiscoveryTarget } from './createDiscovery.js'
import type { DiscoveredCosmosWallet } from './DiscoveredCosmosWallet.js'
import { normalizeCosmosAddress } from './normalizeCosmosAddress.js'
import { readKey } from './readKey.js'

export interface CosmosAdapterDeps {
  readonly discovery: Discovery
  /** The wallet of a connector: discovered, else behind a connector another plugin registered for cosmos (WalletConnect). */
  readonly find: (connectorId: string) => Promise<DiscoveredCosmosWallet | undefined>
  readonly session: SessionReporter
  readonly api: CosmosApi
  /** The configured cosmos networks. */
  readonly networks: () => readonly CosmosNetwork[]
  /** Where Keplr-compatible wallets dispatch keplr_keystorechange (window). */
  readonly target: DiscoveryTarget | undefined
  /** Deadline of a call the visitor answers in the wallet (enable, suggest chain). */
  readonly promptTimeoutMs: number
  /** Deadline of a call answered without the visitor (getKey, isEnabled, disable). */
  readonly readTimeoutMs: number
  readonly registerTimeoutMs: number
}

export interface CosmosAdapter {
  readonly adapter: ChainAdapter
  connection(): CosmosConnection | undefined
  dispose(): void
}

type Listener = (...args: never[]) => void

const missingChain = /no (modular )?chain info|unknown chain|chain (is )?not (supported|found)/i

/** The ConnectionError 'Failed to connect' with `details`, its module loaded only when a connect fails. */
const failure = async (details: string) => (await import('./toCosmosError.js')).toCosmosError(null, details)

const lacksChain = (error: unknown) => {
  let node = error
  for (let depth = 0; node && depth < 4; depth += 1) {
    const message = (node as { message?: unknown; details?: unknown }).details ?? (node as Error).message
    if (typeof message === 'string' && missingChain.test(message)) return true
    node = (node as { cause?: unknown }).cause
  }
  return false
}

/** The cosmos ChainAdapter over Keplr-compatible wallets and WalletConnect providers; wallet events go to the session reporter. */
export function createCosmosAdapter(deps: CosmosAdapterDeps): CosmosAdapter {
  const { session } = deps
  let current: CosmosConnection | undefined
  let detach: (() => void) | undefined

  const prefixes = () => {
    const configured = deps.networks().map((network) => network.bech32Prefix)
    return configured.length === 0 || configured.some((prefix) => typeof prefix !== 'string')
      ? undefined
      : (configured as string[])
  }

  const release = () => {
    try {
      detach?.()
    } catch {}
    detach = undefined
    current = undefined
  }

  const pick = (preferred: Network | undefined): CosmosNetwork | undefined => {
    const configured = deps.networks()
    return configured.find((network) => network.caipNetworkId === preferred?.caipNetworkId) ?? configured[0]
  }

  const enable = async (wallet: DiscoveredCosmosWallet, network: CosmosNetwork, signal?: AbortSignal) => {
    const { wallet: target } = wallet
    try {
      await askWallet(() => target.enable(network.id), signal, deps.promptTimeoutMs)
    } catch (error) {
      if (!lacksChain(error) || typeof target.experimentalSuggestChain !== 'function') throw error
      const info = (await import('./toChainInfo.js')).toChainInfo(network)
      if (!info) throw await failure(`${network.name} has no bech32Prefix to suggest it to the wallet`)
      await askWallet(() => target.experimentalSuggestChain?.(info), signal, deps.promptTimeoutMs)
      await askWallet(() => target.enable(network.id), signal, deps.promptTimeoutMs)
    }
  }

  const keyOn = async (wallet: DiscoveredCosmosWallet, network: CosmosNetwork, signal?: AbortSignal) => {
    const key = await askWallet(() => wallet.wallet.getKey(network.id), signal, deps.readTimeoutMs)
    return readKey(key, network.bech32Prefix)
  }

  const attach = (connection: CosmosConnection) => {
    release()
    current = connection
    const { wallet } = connection
    const owns = () => current?.wallet === wallet
    const lost = () => {
      if (!owns()) return
      release()
      session.disconnected('cosmos')
    }
    const moved = (account: Account | undefined, network = current?.network) => {
      if (!owns() || !current || !network) return
      if (!account) return lost()
      current = { ...current, network, account }
      session.accountsChanged('cosmos', [account])
    }
    const provider = wallet.rpc
    if (provider) {
      const onAccounts = (addresses: unknown) => {
        const prefix = current?.network.bech32Prefix
        const address = (Array.isArray(addresses) ? addresses.slice(0, 100) : [])
          .map((item) => normalizeCosmosAddress(String(item), prefix === undefined ? undefined : [prefix]))
          .find(Boolean)
        moved(address ? { namespace: 'cosmos', address, type: 'eoa' } : undefined)
      }
      const onChain = (id: unknown) => {
        const network = deps.networks().find((item) => item.caipNetworkId === id)
        if (owns() && current && network) current = { ...current, network }
        if (owns() && typeof id === 'string') session.chainChanged('cosmos', id as Network['caipNetworkId'])
      }
      const handlers: [string, Listener][] = [
        ['accountsChanged', onAccounts as Listener],
        ['chainChanged', onChain as Listener],
        ['disconnect', lost as Listener],
      ]
      for (const [event, handler] of handlers) provider.on?.(event, handler)
      detach = () => {
        for (const [event, handler] of handlers) provider.removeListener?.(event, handler)
      }
      return
    }
    const onKeystore = () => {
      const network = current?.network
      if (!owns() || !network) return
      keyOn(wallet, network).then(
        (account) => moved(account, network),
        () => moved(undefined, network),
      )
    }
    deps.target?.addEventListener('keplr_keystorechange', onKeystore)
    detach = () => deps.target?.removeEventListener('keplr_keystorechange', onKeystore)
  }

  const finish = (
    connectorId: string,
    wallet: DiscoveredCosmosWallet,
    network: CosmosNetwork,
    account: Account,
  ): ConnectResult => {
    attach({ connectorId, wallet, network, account })
    return {
      accounts: [account],
      caipNetworkId: network.caipNetworkId,
      walletInfo: {
        name: wallet.name,
        ...(wallet.icon ? { icon: wallet.icon } : {}),
        identifier: wallet.rdns ?? wallet.name,
        type: wallet.type,
      },
    }
  }

  const adapter: ChainAdapter = {
    namespace: 'cosmos',
    defaultAccountType: 'eoa',
    nativeDecimals: 6,
    capabilities: [],
    normalizeAddress: (address) => normalizeCosmosAddress(address, prefixes()),
    async connect(connector, { network: preferred, signal } = {}) {
      signal?.throwIfAborted()
      const wallet = await deps.find(connector.id)
      if (!wallet) throw await failure(`No cosmos wallet for connector ${connector.id}`)
      const network = pick(preferred)
      if (!network) throw await failure('Namespace is not configured: no cosmos network')
      await enable(wallet, network, signal)
      const account = await keyOn(wallet, network, signal)
      if (!account) throw await failure(`The wallet returned no valid ${network.name} account`)
      signal?.throwIfAborted()
      return finish(connector.id, wallet, network, account)
    },
    async reconnect(connectorId, { network: preferred, signal } = {}) {
      signal?.throwIfAborted()
      const wallet =
        (await deps.find(connectorId)) ?? (await deps.discovery.waitFor(connectorId, deps.registerTimeoutMs))
      const network = pick(preferred)
      if (!wallet || !network) return null
      try {
        // A wallet that can say whether this origin enabled the chain is asked first; one that cannot (Keplr)
        // answers getKey without a prompt for an origin it enabled before (the stored session says it did),
        // and a getKey that waits for the visitor misses the read deadline: no reconnect then.
        const { isEnabled } = wallet.wallet
        if (!wallet.rpc && typeof isEnabled === 'function') {
          const enabled = await askWallet(
            () => isEnabled.call(wallet.wallet, network.id),
            signal,
            deps.readTimeoutMs,
          )
          if (enabled !== true) return null
        }
        const account = await keyOn(wallet, network, signal)
        signal?.throwIfAborted()
        return account ? finish(connectorId, wallet, network, account) : null
      } catch (error) {
        if (signal?.aborted) throw error
        return null
      }
    },
    async disconnect() {
      const wallet = current?.wallet
      release()
      if (wallet && !wallet.rpc && typeof wallet.wallet.disable === 'function')
        await askWallet(() => wallet.wallet.disable?.(), undefined, deps.readTimeoutMs).catch(() => undefined)
    },
    async switchNetwork(target) {
      const connection = current
      const network = deps.networks().find((item) => item.caipNetworkId === target.caipNetworkId)
      if (!connection || !network) return
      await enable(connection.wallet, network)
      const account = await keyOn(connection.wallet, network)
      if (!account) throw await failure(`The wallet returned no valid ${network.name} account`)
      if (current !== connection) return
      current = { ...connection, network, account }
      // Reported before this resolves: the kernel then writes the switched network's CAIP address of it.
      session.accountsChanged('cosmos', [account])
    },
    signMessage: async (message, address) => (await deps.api.signMessage({ message, address })).signature,
    request: (args) => deps.api.request(args),
  }

  return { adapter, connection: () => current, dispose: release }
}
