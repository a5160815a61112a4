import type { PluginContext, ViewComponent } from '../../entries/plugin.js'
import { createEmbeddedLayer } from './createEmbeddedLayer.js'
import type { EmbeddedLayer } from './EmbeddedLayer.js'
import type { EmbeddedOwner } from './EmbeddedOwner.js'
import type { OwnerProvider } from './OwnerProvider.js'
import type { SmartAccountChain } from './SmartAccountChain.js'
import type { SmartAccountClient } from './SmartAccountClient.js'
import type { SmartAccountsApi } from './SmartAccountsApi.js'

/** The kernel's key for spec section 3's smart-account-enabled networks, stored comma-joined. */
const ENABLED_KEY = '@gangway/smartAccountEnabledNetworks'

/**
 * The embedded wallet's smart account: the layer over its frame provider, the networks with smart accounts enabled
 * (persisted comma-joined), the account state's preferredAccountType and smartAccountDeployed, and the Account
 * view's line with the switch between the smart account and the EOA.
 */
export function createEmbeddedAccounts(deps: {
  readonly connectors: readonly string[]
  readonly chains: Readonly<Record<string, SmartAccountChain>>
  readonly ctx: () => PluginContext
  readonly clientFor: (
    owner: OwnerProvider,
    ownerAddress: string,
    caip: string,
    frameSigns?: boolean,
  ) => Promise<SmartAccountClient | undefined>
}) {
  let current: { readonly owner: EmbeddedOwner; readonly layer: EmbeddedLayer } | undefined
  let refreshing = 0
  const enabledNetworks = () => {
    const configured = deps.ctx().stores.networks.getState().configured
    return configured
      .map((network) => network.caipNetworkId)
      .filter((caip) => caip.startsWith('eip155:') && Object.hasOwn(deps.chains, caip))
  }
  const isEmbedded = () =>
    current !== undefined &&
    deps.ctx().stores.connectors.getState().active.eip155 === current.owner.connectorId
  const refresh = async () => {
    const ticket = ++refreshing
    if (!current || !isEmbedded()) return
    const { ctx } = deps
    const account = ctx().stores.accounts.getState().byNamespace.eip155
    if (!account?.address) return
    const smart = await current.layer.active().catch(() => undefined)
    const deployed = smart ? await smart.client.deployed().catch(() => undefined) : undefined
    if (ticket !== refreshing || !isEmbedded()) return
    const now = ctx().stores.accounts.getState().byNamespace.eip155
    if (!now?.address) return
    const type = current.owner.preferredAccountType() ?? 'smartAccount'
    ctx().session.update('eip155', {
      preferredAccountType: type,
      ...(smart && now.address.toLowerCase() === smart.address.toLowerCase()
        ? {
            allAccounts: [{ namespace: 'eip155', address: now.address, type: 'smartAccount' }],
            ...(deployed === undefined ? {} : { smartAccountDeployed: deployed }),
          }
        : { smartAccountDeployed: false }),
    })
  }
  const api = {
    connectorId: () => current?.owner.connectorId,
    refresh: () => void refresh(),
    active: () => current?.layer.active() ?? Promise.resolve(undefined),
    /** Whether the switch between the smart account and the EOA is offered: the embedded wallet on an enabled network. */
    enabledHere() {
      const caip = deps.ctx().stores.networks.getState().active.eip155
      return isEmbedded() && caip !== undefined && enabledNetworks().includes(caip)
    },
    layer(owner: EmbeddedOwner) {
      const layer = createEmbeddedLayer({
        owner,
        enabled: (chainId) =>
          deps.connectors.includes(owner.connectorId) && enabledNetworks().includes(`eip155:${chainId}`),
        client: (address, chainId) => deps.clientFor(owner.provider, address, `eip155:${chainId}`, true),
        changed: () => void refresh(),
      })
      current = { owner, layer }
      return layer
    },
    async setPreferredAccountType(type: 'eoa' | 'smartAccount') {
      if (!current || !api.enabledHere()) return
      await current.owner.setPreferredAccountType(type)
      await current.layer.announce()
      await refresh()
    },
    setup(ctx: PluginContext, pluginApi: SmartAccountsApi) {
      try {
        const storage = ctx.config.storage ?? globalThis.localStorage
        const enabled = enabledNetworks()
        if (enabled.length > 0) storage?.setItem(ENABLED_KEY, enabled.join(','))
        else storage?.removeItem(ENABLED_KEY)
      } catch {}
      const offConnect = ctx.events.on('CONNECT_SUCCESS', ({ namespace }) => {
        if (namespace === 'eip155') void refresh()
      })
      const offChain = ctx.events.on('SWITCH_NETWORK', () => void refresh())
      let panel: ViewComponent | undefined
      ctx.registerSlot({
        slot: 'account.identity',
        id: 'smart-account',
        label: 'smartAccounts.label',
        // Only on the eip155 account: with the e-mail wallet's solana account active, the line spoke of the other one.
        guard: () => ctx.stores.networks.getState().activeNamespace === 'eip155' && api.enabledHere(),
        load: () =>
          import('./SmartAccountLine.js').then((module) => {
            panel ??= module.bindSmartAccountLine(pluginApi)
            return { default: panel }
          }),
      })
      let sessionsView: ViewComponent | undefined
      ctx.registerView({
        id: 'SmartSessions',
        title: 'smartAccounts.sessions.title',
        load: () =>
          import('./SmartSessionsView.js').then((module) => {
            sessionsView ??= module.bindSmartSessionsView(pluginApi)
            return { default: sessionsView }
          }),
      })
      // The keys apps hold (feature smartSessions), from the Account view of the embedded smart account.
      ctx.registerSlot({
        slot: 'account.profile',
        id: 'smart-sessions',
        label: 'smartAccounts.sessions.title',
        view: 'SmartSessions',
        guard: () =>
          ctx.features().smartSessions === true &&
          ctx.stores.networks.getState().activeNamespace === 'eip155' &&
          api.enabledHere(),
      })
      return () => {
        offConnect()
        offChain()
        current = undefined
      }
    },
  }
  return api
}
