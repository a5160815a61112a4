import type {
  Account,
  ChainAdapter,
  Connector,
  ConnectResult,
  Network,
  SessionReporter,
} from '../../entries/plugin.js'
import { addressFormatsOf } from './addressFormatsOf.js'
import type { Bip122Api } from './Bip122Api.js'
import type { Bip122Connection } from './Bip122Connection.js'
import type { BitcoinAccount } from './BitcoinAccount.js'
import type { Discovery } from './createDiscovery.js'
import type { DiscoveredBitcoinWallet } from './DiscoveredBitcoinWallet.js'
import { normalizeBitcoinAddress } from './normalizeBitcoinAddress.js'

export interface Bip122AdapterDeps {
  readonly discovery: Discovery
  readonly session: SessionReporter
  readonly api: Bip122Api
  /** The configured bip122 networks. */
  readonly networks: () => readonly Network[]
  /** A connector another plugin registered for bip122 (WalletConnect's), by id. */
  readonly connector: (id: string) => Connector | undefined
  /** The rdns another namespace knows this wallet by, so the Connect view shows it once. */
  readonly identifier: (wallet: DiscoveredBitcoinWallet) => string | undefined
  readonly promptTimeoutMs: number
  readonly silentTimeoutMs: number
}

export interface Bip122Adapter {
  readonly adapter: ChainAdapter
  connection(): Bip122Connection | undefined
  /** Replaces the accounts of the live connection (an account switch) and tells the kernel. */
  setAccounts(accounts: readonly BitcoinAccount[]): void
  dispose(): void
}

/** The ConnectionError 'Failed to connect' with `details`, its module loaded only when a connect fails. */
const failure = async (details: string) => (await import('./failure.js')).failure(details)

const toAccounts = (accounts: readonly BitcoinAccount[]): Account[] =>
  accounts.map(({ address, type, publicKey, path }) => ({
    namespace: 'bip122',
    address,
    type,
    ...(publicKey ? { publicKey } : {}),
    ...(path ? { path } : {}),
  }))

/** The bip122 ChainAdapter over sats-connect wallets and WalletConnect's bip122 provider; wallet events go to the session. */
export function createBip122Adapter(deps: Bip122AdapterDeps): Bip122Adapter {
  const { session } = deps
  let current: Bip122Connection | undefined
  let detach: (() => void) | undefined
  const timeouts = () => ({
    networks: deps.networks,
    promptTimeoutMs: deps.promptTimeoutMs,
    silentTimeoutMs: deps.silentTimeoutMs,
  })

  const release = () => {
    try {
      detach?.()
    } catch {}
    detach = undefined
    current = undefined
  }

  const clientFor = async (connectorId: string, connector?: Connector) => {
    const external = connector ?? deps.connector(connectorId)
    if (external?.type === 'WALLET_CONNECT' && external.provider) {
      const { createWalletConnectClient } = await import('./createWalletConnectClient.js')
      return {
        client: createWalletConnectClient(external.provider as never, timeouts()),
        name: external.name,
      }
    }
    const wallet = deps.discovery.find(connectorId)
    if (!wallet) return undefined
    const { createSatsClient } = await import('./createSatsClient.js')
    return { client: createSatsClient(wallet, timeouts()), name: wallet.name, wallet }
  }

  const attach = (connection: Bip122Connection) => {
    release()
    current = connection
    const owns = () => current?.client === connection.client
    detach = connection.client.listen({
      accounts(accounts) {
        if (!owns() || !current) return
        if (accounts.length === 0) {
          release()
          return session.disconnected('bip122')
        }
        current = { ...current, accounts }
        session.accountsChanged('bip122', toAccounts(accounts))
      },
      network(caipNetworkId, accounts) {
        if (!owns() || !current) return
        current = { ...current, caipNetworkId, ...(accounts?.length ? { accounts } : {}) }
        if (accounts?.length) session.accountsChanged('bip122', toAccounts(accounts))
        session.chainChanged('bip122', caipNetworkId)
      },
      disconnect() {
        if (!owns()) return
        release()
        session.disconnected('bip122')
      },
    })
  }

  const open = async (
    connectorId: string,
    silent: boolean,
    network: Network | undefined,
    signal: AbortSignal | undefined,
    connector?: Connector,
  ): Promise<ConnectResult | null> => {
    const found = await clientFor(connectorId, connector)
    if (!found) {
      if (silent) return null
      throw await failure(`No Bitcoin wallet for connector ${connectorId}`)
    }
    const answer = await found.client.connect({ network, silent, signal }).catch((error: unknown) => {
      if (silent) return null
      throw error
    })
    if (!answer?.accounts.some((account) => account.type === 'payment')) {
      if (silent) return null
      throw await failure('The wallet returned no payment account')
    }
    signal?.throwIfAborted()
    attach({ connectorId, name: found.name, client: found.client, ...answer })
    const wallet = 'wallet' in found ? found.wallet : undefined
    const identifier = wallet && (wallet.rdns ?? deps.identifier(wallet))
    return {
      accounts: toAccounts(answer.accounts),
      caipNetworkId: answer.caipNetworkId,
      walletInfo: {
        name: found.name,
        ...(wallet?.icon ? { icon: wallet.icon } : {}),
        identifier: identifier || found.name,
        type: wallet ? 'injected' : 'WALLET_CONNECT',
      },
    }
  }

  const adapter: ChainAdapter = {
    namespace: 'bip122',
    defaultAccountType: 'payment',
    nativeDecimals: 8,
    capabilities: [],
    normalizeAddress: (address) => normalizeBitcoinAddress(address, addressFormatsOf(deps.networks())),
    async connect(connector, { network, signal } = {}) {
      signal?.throwIfAborted()
      return (await open(connector.id, false, network, signal, connector)) as ConnectResult
    },
    async disconnect() {
      const client = current?.client
      release()
      await client?.disconnect()
    },
    async reconnect(connectorId, { network, signal } = {}) {
      signal?.throwIfAborted()
      return open(connectorId, true, network, signal)
    },
    async switchNetwork(network) {
      if (!current) return
      const { client } = current
      const accounts = await client.changeNetwork(network)
      if (current?.client !== client) return
      current = {
        ...current,
        caipNetworkId: network.caipNetworkId,
        ...(accounts?.length ? { accounts } : {}),
      }
      if (accounts?.length) session.accountsChanged('bip122', toAccounts(accounts))
    },
    signMessage: (message, address) => deps.api.signMessage({ message, address }),
    sendTransaction: (request) =>
      deps.api.sendTransfer({
        recipient: String(request.recipient ?? request.to ?? ''),
        amount: (request.amount ?? request.value ?? 0) as string,
      }),
  }

  return {
    adapter,
    connection: () => current,
    setAccounts(accounts) {
      if (!current) return
      current = { ...current, accounts }
      session.accountsChanged('bip122', toAccounts(accounts))
    },
    dispose: release,
  }
}
