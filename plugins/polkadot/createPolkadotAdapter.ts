import type {
  Account,
  ChainAdapter,
  Connector,
  ConnectResult,
  Network,
  SessionReporter,
} from '../../entries/plugin.js'
import { answerWithin } from './answerWithin.js'
import type { PolkadotDiscovery } from './createPolkadotDiscovery.js'
import type { DiscoveredPolkadotWallet } from './DiscoveredPolkadotWallet.js'
import { normalizePolkadotAddress } from './normalizePolkadotAddress.js'
import type { PolkadotAccount } from './PolkadotAccount.js'
import type { PolkadotApi } from './PolkadotApi.js'
import type { PolkadotConnection } from './PolkadotConnection.js'
import type { PolkadotInjected } from './PolkadotInjected.js'
import type { PolkadotRemoteProvider } from './PolkadotRemoteProvider.js'
import { readPolkadotAccounts } from './readPolkadotAccounts.js'

export interface PolkadotAdapterDeps {
  readonly discovery: PolkadotDiscovery
  readonly session: SessionReporter
  readonly api: PolkadotApi
  /** The configured polkadot networks. */
  readonly networks: () => readonly Network[]
  /** A connector another plugin registered for polkadot (WalletConnect), by id. */
  readonly remote: (connectorId: string) => Connector | undefined
  /** The name the site gives wallets in web3Enable (the host's metadata name). */
  readonly appName: () => string
  readonly enableTimeoutMs: number
  readonly reconnectTimeoutMs: number
  readonly registerTimeoutMs: number
}

export interface PolkadotAdapter {
  readonly adapter: ChainAdapter
  connection(): PolkadotConnection | undefined
  dispose(): void
}

type Wallet = PolkadotConnection['wallet']
type Listener = (...args: never[]) => void

const failure = async (kind: 'failed' | 'rejected' | 'noAccount', details: string) =>
  (await import('./failure.js')).failure(kind, details)

const validOn = (network: Network | undefined) => (account: PolkadotAccount) =>
  !account.genesisHash || account.genesisHash.slice(2, 34) === String(network?.id).toLowerCase()

const toAccounts = (accounts: readonly PolkadotAccount[]): Account[] =>
  accounts.map(({ address }) => ({ namespace: 'polkadot', address, type: 'eoa' }))

const isInjected = (value: unknown): value is PolkadotInjected => {
  try {
    return typeof (value as PolkadotInjected).accounts.get === 'function'
  } catch {
    return false
  }
}

const remoteAddresses = (value: unknown) =>
  readPolkadotAccounts(
    Array.isArray(value) ? value.map((item) => (typeof item === 'string' ? { address: item } : item)) : [],
  )

/** The polkadot ChainAdapter over polkadot-js style extensions and WalletConnect connectors; wallet events go to the session reporter. */
export function createPolkadotAdapter(deps: PolkadotAdapterDeps): PolkadotAdapter {
  const { session } = deps
  let current: PolkadotConnection | undefined
  let detach: (() => void) | undefined

  const release = () => {
    try {
      detach?.()
    } catch {}
    detach = undefined
    current = undefined
  }

  const networkOf = (caipNetworkId: string | undefined) =>
    deps.networks().find((network) => network.caipNetworkId === caipNetworkId)

  const update = (accounts: readonly PolkadotAccount[], owner: Wallet) => {
    if (current?.wallet !== owner) return
    const shown = accounts.filter(validOn(networkOf(current.caipNetworkId)))
    const primary = shown[0]
    if (!primary) {
      release()
      session.disconnected('polkadot')
      return
    }
    const same =
      current.accounts.map((item) => item.address).join() === accounts.map((item) => item.address).join()
    current = { ...current, accounts, address: primary.address }
    if (!same) session.accountsChanged('polkadot', toAccounts(shown))
  }

  const attach = (connection: PolkadotConnection) => {
    release()
    current = connection
    const { wallet } = connection
    if (wallet.kind === 'injected') {
      const off = wallet.injected.accounts.subscribe?.((accounts) =>
        update(readPolkadotAccounts(accounts), wallet),
      )
      if (typeof off === 'function') detach = off
      return
    }
    const { provider } = wallet
    const handlers: [string, Listener][] = [
      ['accountsChanged', ((addresses: unknown) => update(remoteAddresses(addresses), wallet)) as Listener],
      [
        'chainChanged',
        ((id: unknown) => {
          if (current?.wallet !== wallet || typeof id !== 'string' || !networkOf(id)) return
          current = { ...current, caipNetworkId: id as PolkadotConnection['caipNetworkId'] }
          session.chainChanged('polkadot', current.caipNetworkId)
        }) as Listener,
      ],
      [
        'disconnect',
        (() => {
          if (current?.wallet !== wallet) return
          release()
          session.disconnected('polkadot')
        }) as Listener,
      ],
    ]
    for (const [event, handler] of handlers) provider.on?.(event, handler)
    detach = () => {
      for (const [event, handler] of handlers) provider.removeListener?.(event, handler)
    }
  }

  const finish = async (
    connectorId: string,
    name: string,
    wallet: Wallet,
    answer: unknown,
    preferred: Network | undefined,
    silent: boolean,
    signal: AbortSignal | undefined,
  ): Promise<ConnectResult | null> => {
    const configured = deps.networks()
    const network =
      (preferred?.chainNamespace === 'polkadot' ? preferred : undefined) ?? configured[0] ?? preferred
    if (!network) throw await failure('failed', 'Namespace is not configured: no polkadot network')
    const accounts = wallet.kind === 'injected' ? readPolkadotAccounts(answer) : remoteAddresses(answer)
    const shown = accounts.filter(validOn(network))
    const primary = shown[0]
    if (!primary) {
      if (silent) return null
      throw await failure('noAccount', `${name} has no account for ${network.name}`)
    }
    signal?.throwIfAborted()
    attach({
      connectorId,
      name,
      wallet,
      accounts,
      address: primary.address,
      caipNetworkId: network.caipNetworkId,
    })
    const discovered = wallet.kind === 'injected' ? wallet.discovered : undefined
    return {
      accounts: toAccounts(shown),
      caipNetworkId: network.caipNetworkId,
      walletInfo: {
        name,
        ...(discovered?.icon ? { icon: discovered.icon } : {}),
        identifier: discovered?.rdns ?? name,
        type: wallet.kind === 'injected' ? 'injected' : 'WALLET_CONNECT',
      },
    }
  }

  const openRemote = async (
    connector: Connector,
    preferred: Network | undefined,
    silent: boolean,
    signal: AbortSignal | undefined,
  ): Promise<ConnectResult | null> => {
    const provider = connector.provider as PolkadotRemoteProvider | undefined
    if (typeof provider?.request !== 'function') {
      if (silent) return null
      throw await failure('failed', `${connector.name} has no polkadot provider`)
    }
    const ms = silent ? deps.reconnectTimeoutMs : deps.enableTimeoutMs
    const answered = await answerWithin(
      () => provider.request({ method: 'polkadot_getAccounts' }),
      ms,
      signal,
    ).catch((error: unknown) => {
      if (silent) return undefined
      throw error
    })
    if (!answered) {
      if (silent) return null
      throw await failure('failed', `${connector.name} did not answer polkadot_getAccounts`)
    }
    return finish(
      connector.id,
      connector.name,
      { kind: 'remote', provider },
      answered.value,
      preferred,
      silent,
      signal,
    )
  }

  const openInjected = async (
    wallet: DiscoveredPolkadotWallet,
    injected: PolkadotInjected,
    ms: number,
    preferred: Network | undefined,
    silent: boolean,
    signal: AbortSignal | undefined,
  ) => {
    const answered = await answerWithin(() => injected.accounts.get(), ms, signal)
    if (!answered && !silent) throw await failure('failed', `${wallet.name} did not list its accounts`)
    return answered
      ? finish(
          wallet.id,
          wallet.name,
          { kind: 'injected', discovered: wallet, injected },
          answered.value,
          preferred,
          silent,
          signal,
        )
      : null
  }

  /** The connector's wallet once it is injected or registered (WalletConnect's after the pairing plugin's setup), waiting at most registerTimeoutMs. */
  const locate = async (connectorId: string, signal: AbortSignal | undefined) => {
    const deadline = Date.now() + deps.registerTimeoutMs
    for (;;) {
      signal?.throwIfAborted()
      const remote = deps.remote(connectorId)
      const wallet = remote ? undefined : deps.discovery.find(connectorId)
      if (remote || wallet || Date.now() >= deadline) return { remote, wallet }
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }

  const adapter: ChainAdapter = {
    namespace: 'polkadot',
    defaultAccountType: 'eoa',
    nativeDecimals: 10,
    capabilities: [],
    normalizeAddress: normalizePolkadotAddress,
    explorerUrl(network, target) {
      const base = network.blockExplorers?.default.url
      if (!base) return undefined
      return 'address' in target
        ? `${base}/account/${target.address}`
        : `${base}/extrinsic/${target.transaction}`
    },
    async connect(connector, { network, signal } = {}) {
      signal?.throwIfAborted()
      if (connector.type === 'WALLET_CONNECT')
        return (await openRemote(connector, network, false, signal)) as ConnectResult
      const wallet = deps.discovery.find(connector.id)
      if (!wallet) throw await failure('failed', `No polkadot wallet for connector ${connector.id}`)
      const { enableExtension } = await import('./enableExtension.js')
      const injected = await enableExtension(wallet.id, deps.appName(), deps.enableTimeoutMs, signal)
      return (await openInjected(
        wallet,
        injected,
        deps.enableTimeoutMs,
        network,
        false,
        signal,
      )) as ConnectResult
    },
    async disconnect() {
      release()
    },
    async reconnect(connectorId, { network, signal } = {}) {
      const { remote, wallet } = await locate(connectorId, signal)
      if (remote) return openRemote(remote, network, true, signal)
      if (!wallet) return null
      const enabled = await answerWithin(
        () => wallet.source.enable(deps.appName()),
        deps.reconnectTimeoutMs,
        signal,
      ).catch(() => undefined)
      if (!enabled || !isInjected(enabled.value)) return null
      return openInjected(wallet, enabled.value, deps.reconnectTimeoutMs, network, true, signal).catch(
        () => null,
      )
    },
    async switchNetwork(network) {
      if (!current) return
      const shown = current.accounts.filter(validOn(network))
      const primary = shown[0]
      if (!primary) throw await failure('noAccount', `${current.name} has no account for ${network.name}`)
      current = { ...current, address: primary.address, caipNetworkId: network.caipNetworkId }
      // Reported before this resolves: the kernel then writes the switched network's CAIP address of it.
      session.accountsChanged('polkadot', toAccounts(shown))
    },
    signMessage: (message, address) => deps.api.signMessage({ message, address }),
  }

  return { adapter, connection: () => current, dispose: release }
}
