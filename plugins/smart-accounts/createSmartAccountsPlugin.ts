import {
  ChainError,
  ConfigError,
  callStatusNotApproved,
  capabilitiesNeedAddress,
  definePlugin,
  GangwayError,
  invalidPermissionsRequest,
  type PluginContext,
  smartSessionsNeedSmartAccount,
  smartSessionsNotEnabled,
  toRpcError,
} from '../../entries/plugin.js'
import { createEmbeddedAccounts } from './createEmbeddedAccounts.js'
import type { OwnerProvider } from './OwnerProvider.js'
import { readCalls } from './readCalls.js'
import type { SmartAccountClient } from './SmartAccountClient.js'
import type { SmartAccountsApi } from './SmartAccountsApi.js'
import type { SmartAccountsOptions } from './SmartAccountsOptions.js'

declare module '../../entries/plugin.js' {
  interface PluginRegistry {
    smartAccounts: SmartAccountsApi
  }
}

/** What this plugin uses of the eip155 plugin's API (gangway.getPlugin('eip155')). */
interface WalletCalls {
  getProvider(): OwnerProvider | undefined
  getCapabilities(address?: string): Promise<unknown>
  sendCalls(args: { readonly calls: readonly never[]; readonly atomicRequired?: boolean }): Promise<unknown>
  request(args: { readonly method: string; readonly params?: unknown }): Promise<unknown>
}

const NOT_APPROVED = new Set([4001, 4100, 4200, -32601])

/** One Gangway instance's state: its context, clients and embedded accounts, and the API over them. */
function createInstance(options: SmartAccountsOptions) {
  const connectors = options.connectors ?? ['ID_AUTH']
  const clients = new Map<string, SmartAccountClient>()
  const sent = new Map<string, SmartAccountClient>()
  let context: PluginContext | undefined
  const ctx = () => {
    if (!context) throw new GangwayError('The smartAccounts plugin is not set up')
    return context
  }
  const wallet = () => ctx().getPlugin('eip155') as WalletCalls | undefined
  const networkOf = (caip: string) =>
    ctx()
      .stores.networks.getState()
      .configured.find((item) => item.caipNetworkId === caip)
  /** The SimpleAccount client of `owner` on `caip` (one per pair), or undefined without contracts or an RPC URL. */
  const clientFor = async (owner: OwnerProvider, ownerAddress: string, caip: string, frameSigns = false) => {
    const contracts = Object.hasOwn(options.chains, caip) ? options.chains[caip] : undefined
    const rpcUrl = networkOf(caip)?.rpcUrls.default.http[0]
    if (!contracts || !rpcUrl) return undefined
    const key = `${caip}|${ownerAddress.toLowerCase()}`
    const known = clients.get(key)
    if (known) return known
    const { config } = ctx()
    const { createSmartAccountClient } = await import('./createSmartAccountClient.js')
    const base = options.bundlerUrl ?? `${config.endpoints.api.replace(/\/+$/, '')}/v1/bundler`
    const bundlerUrl = `${base}?${new URLSearchParams({ projectId: config.projectId ?? '', chainId: caip })}`
    const client = createSmartAccountClient({
      owner,
      ownerAddress: ownerAddress as `0x${string}`,
      chainId: Number(caip.split(':')[1]),
      rpcUrl,
      bundlerUrl,
      contracts,
      frameSigns,
    })
    clients.set(key, client)
    return client
  }
  const embedded = createEmbeddedAccounts({
    connectors,
    chains: options.chains,
    ctx,
    clientFor,
  })
  /** The smart account client of the connected account and active chain, or undefined where the wallet answers itself. */
  const smartClient = async (): Promise<SmartAccountClient | undefined> => {
    const { stores } = ctx()
    const account = stores.accounts.getState().byNamespace.eip155
    const connector = stores.connectors.getState().active.eip155
    const caip = stores.networks.getState().active.eip155
    if (connector && connector === embedded.connectorId()) return (await embedded.active())?.client
    const owner = wallet()?.getProvider()
    if (
      !account?.address ||
      account.preferredAccountType !== 'smartAccount' ||
      !connector ||
      !connectors.includes(connector) ||
      !caip ||
      !owner
    )
      return undefined
    return clientFor(owner, account.address, caip)
  }
  /** Smart sessions: the feature on and a smart account on the active network, with the session actions over it. */
  const sessions = async () => {
    if (!ctx().stores.features.getState().features.smartSessions)
      throw new ConfigError(smartSessionsNotEnabled)
    const smart = await smartClient()
    const caip = ctx().stores.networks.getState().active.eip155
    const rpcUrl = caip ? networkOf(caip)?.rpcUrls.default.http[0] : undefined
    if (!smart || !rpcUrl) throw new GangwayError(smartSessionsNeedSmartAccount)
    const [{ createSessionActions, readSessionContext }, { readSessionRequest }] = await Promise.all([
      import('./createSessionActions.js'),
      import('./readSessionRequest.js'),
    ])
    const now = () => Math.floor(Date.now() / 1000)
    return {
      smart,
      actions: createSessionActions(smart, rpcUrl),
      readSessionContext,
      readSessionRequest,
      now,
    }
  }
  const refuseSession = (details: string) => new GangwayError(invalidPermissionsRequest, { details })
  const walletOrThrow = () => {
    const calls = wallet()
    if (!calls) throw new ChainError(capabilitiesNeedAddress)
    return calls
  }
  const api: SmartAccountsApi = {
    async getCapabilities(address) {
      const connected = ctx().stores.accounts.getState().byNamespace.eip155?.address
      const owner = address ?? connected
      if (!owner) throw new ChainError(capabilitiesNeedAddress)
      const smart = await smartClient()
      if (
        smart &&
        (!address || address.toLowerCase() === (await smart.address()).toLowerCase() || address === connected)
      )
        return { [`0x${smart.chainId.toString(16)}`]: { atomic: { status: 'supported' } } }
      try {
        return (await walletOrThrow().getCapabilities(owner)) as Record<string, unknown>
      } catch (error) {
        throw error instanceof GangwayError ? error : toRpcError(error)
      }
    },
    async sendCalls({ calls, atomicRequired }) {
      const valid = readCalls(calls)
      const smart = await smartClient()
      if (smart) {
        const id = await smart.sendCalls(valid)
        sent.set(id.toLowerCase(), smart)
        void smart.waitForCalls(id).then(embedded.refresh, () => {})
        return { id }
      }
      try {
        const answer = await walletOrThrow().sendCalls({
          calls: valid as readonly never[],
          ...(atomicRequired === undefined ? {} : { atomicRequired }),
        })
        const id = typeof answer === 'string' ? answer : (answer as { id?: unknown } | null)?.id
        if (typeof id !== 'string' || id.length === 0 || id.length > 8192)
          throw new GangwayError('The wallet answered wallet_sendCalls without an id')
        return { id }
      } catch (error) {
        throw error instanceof GangwayError ? error : toRpcError(error)
      }
    },
    async getCallsStatus(id) {
      const smart = sent.get(id.toLowerCase())
      if (smart) return smart.callsStatus(id as `0x${string}`)
      try {
        return await walletOrThrow().request({ method: 'wallet_getCallsStatus', params: [id] })
      } catch (error) {
        const mapped = toRpcError(error)
        if (NOT_APPROVED.has(mapped.code)) throw new GangwayError(callStatusNotApproved, { cause: mapped })
        throw mapped
      }
    },
    async waitForCallsStatus(id, wait = {}) {
      const smart = sent.get(id.toLowerCase())
      if (smart) return smart.waitForCalls(id as `0x${string}`, wait)
      const deadline = Date.now() + (wait.timeoutMs ?? 60_000)
      for (;;) {
        const status = await api.getCallsStatus(id)
        const code = (status as { status?: unknown } | null)?.status
        if (code !== 100) return status
        if (Date.now() >= deadline) return status
        await new Promise((resolve) => setTimeout(resolve, 500))
      }
    },
    async smartAccount() {
      const smart = await smartClient()
      if (!smart) return undefined
      const [address, deployed] = await Promise.all([smart.address(), smart.deployed()])
      return { address, deployed }
    },
    async grantPermissions(request) {
      const { smart, actions, readSessionRequest, now } = await sessions()
      const args = readSessionRequest(request, now())
      const { chainId, address } = request as { chainId?: unknown; address?: unknown }
      if (chainId !== undefined && String(chainId).toLowerCase() !== `0x${smart.chainId.toString(16)}`)
        throw refuseSession('chainId must be the active network')
      if (address !== undefined && String(address).toLowerCase() !== (await smart.address()).toLowerCase())
        throw refuseSession('address must be the connected smart account')
      const granted = await actions.grant(args, now())
      embedded.refresh()
      return granted
    },
    async revokePermissions({ context }) {
      const { smart, actions, readSessionContext } = await sessions()
      const session = readSessionContext(context)
      if (
        session.chainId !== smart.chainId ||
        session.account.toLowerCase() !== (await smart.address()).toLowerCase()
      )
        throw refuseSession('the session belongs to another account or network')
      await actions.revoke(session.key)
    },
    async getPermissions() {
      const { actions, now } = await sessions()
      return actions.list(now())
    },
    embeddedLayer: (owner) => embedded.layer(owner),
    setPreferredAccountType: async (type) => embedded.setPreferredAccountType(type),
    smartAccountsEnabled: () => embedded.enabledHere(),
  }
  return {
    api,
    setup(setupContext: PluginContext) {
      context = setupContext
      const off = setupContext.events.on('DISCONNECT_SUCCESS', () => clients.clear())
      const offEmbedded = embedded.setup(setupContext, api)
      return () => {
        off()
        offEmbedded()
        clients.clear()
        sent.clear()
        context = undefined
      }
    },
  }
}

/** Before setup, or after teardown, there is no instance: the same error as a call needing the context. */
const notSetUp = (): never => {
  throw new GangwayError('The smartAccounts plugin is not set up')
}

/**
 * plugins/smart-accounts: EIP-5792 over an ERC-4337 v0.7 SimpleAccount owned by the connected eip155 account
 * (for the connectors of `options.connectors`, while the preferred account type is smartAccount and the chain has
 * contracts), its user operations sent to the bundler endpoint; otherwise the calls go to the wallet itself.
 * Each Gangway instance using the plugin object has its own state (its API is provided per instance); the static
 * `api` follows the instance set up last.
 */
export function createSmartAccountsPlugin(options: SmartAccountsOptions) {
  let latest: SmartAccountsApi | undefined
  const current = () => latest ?? notSetUp()
  const api: SmartAccountsApi = {
    getCapabilities: async (address) => current().getCapabilities(address),
    sendCalls: async (args) => current().sendCalls(args),
    getCallsStatus: async (id) => current().getCallsStatus(id),
    waitForCallsStatus: async (id, wait) => current().waitForCallsStatus(id, wait),
    smartAccount: async () => current().smartAccount(),
    grantPermissions: async (request) => current().grantPermissions(request),
    revokePermissions: async (session) => current().revokePermissions(session),
    getPermissions: async () => current().getPermissions(),
    embeddedLayer: (owner) => current().embeddedLayer(owner),
    setPreferredAccountType: async (type) => current().setPreferredAccountType(type),
    smartAccountsEnabled: () => latest?.smartAccountsEnabled() ?? false,
  }
  return definePlugin({
    name: 'smartAccounts',
    kind: 'feature',
    requires: ['eip155'],
    api,
    messages: {
      en: () => import('./messages/en.js').then((module) => module.en),
      de: () => import('./messages/de.js').then((module) => module.de),
    },
    setup(ctx) {
      const instance = createInstance(options)
      const teardown = instance.setup(ctx)
      latest = instance.api
      ctx.provideApi(instance.api)
      return () => {
        teardown()
        if (latest === instance.api) latest = undefined
      }
    },
  })
}
