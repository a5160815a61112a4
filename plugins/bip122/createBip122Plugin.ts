import { type Connector, lazyMethods, type Network, type Plugin } from '../../entries/plugin.js'
import type { Bip122Api } from './Bip122Api.js'
import type { Bip122PluginOptions } from './Bip122PluginOptions.js'
import { type Bip122Adapter, createBip122Adapter } from './createBip122Adapter.js'
import { createDiscovery } from './createDiscovery.js'
import type { DiscoveredBitcoinWallet } from './DiscoveredBitcoinWallet.js'

const page = () => (typeof window === 'undefined' ? undefined : window)

/** The actions over one instance's connection (`live`) and networks, sats-connect loaded on first use. */
function createInstanceApi(
  live: () => Bip122Adapter | undefined,
  networks: () => readonly Network[],
): Bip122Api {
  const api: Bip122Api = {
    getConnection() {
      const connection = live()?.connection()
      const address = connection?.accounts[0]?.address
      if (!connection || !address) return undefined
      const { connectorId, name, accounts, caipNetworkId } = connection
      return { connectorId, name, address, accounts, caipNetworkId }
    },
    ...lazyMethods(
      () =>
        import('./createBip122Actions.js').then(({ createBip122Actions }) =>
          createBip122Actions({
            connection: () => live()?.connection(),
            setAccounts: (accounts) => live()?.setAccounts(accounts),
            networks,
          }),
        ),
      ['signMessage', 'sendTransfer', 'switchAccount'],
    ),
  }
  return api
}

/**
 * Creates the bip122 chain plugin: WBIP004 discovery and the reconnect path eagerly, sats-connect on first use.
 * Each Gangway instance using the plugin object acts through its own connection (its API is provided per
 * instance); the static `api` follows the instance set up last.
 */
export function createBip122Plugin(options: Bip122PluginOptions = {}): Plugin<'bip122', Bip122Api> {
  let latest: { readonly chain: Bip122Adapter; readonly networks: () => readonly Network[] } | undefined
  const api = createInstanceApi(
    () => latest?.chain,
    () => latest?.networks() ?? [],
  )
  return {
    name: 'bip122',
    kind: 'chain',
    api,
    setup(ctx) {
      const discovery = createDiscovery(options.target ?? page)
      const networks = () =>
        ctx.stores.networks.getState().configured.filter((network) => network.chainNamespace === 'bip122')
      const connectors = () => ctx.stores.connectors.getState().connectors
      const identifier = (wallet: DiscoveredBitcoinWallet) =>
        connectors().find(
          (item) =>
            item.chain !== 'bip122' &&
            item.info?.rdns &&
            item.name.toLowerCase() === wallet.name.toLowerCase(),
        )?.info?.rdns
      let mine: Bip122Adapter | undefined
      const own = createInstanceApi(() => mine, networks)
      const chain = createBip122Adapter({
        discovery,
        session: ctx.session,
        api: own,
        networks,
        connector: (id) => connectors().find((item) => item.chain === 'bip122' && item.id === id),
        identifier,
        promptTimeoutMs: options.promptTimeoutMs ?? 300_000,
        silentTimeoutMs: options.silentTimeoutMs ?? 10_000,
      })
      mine = chain
      const entry = { chain, networks }
      latest = entry
      ctx.provideApi(own)
      ctx.registerChain(chain.adapter)
      let publishing = false
      const publish = () => {
        if (publishing) return
        const found: Connector[] = discovery.list().map((wallet) => {
          const rdns = wallet.rdns ?? identifier(wallet)
          return {
            id: wallet.id,
            name: wallet.name,
            type: 'injected',
            chain: 'bip122',
            ...(wallet.icon ? { imageUrl: wallet.icon } : {}),
            ...(rdns ? { info: { rdns } } : {}),
            provider: wallet.provider,
          }
        })
        publishing = true
        try {
          ctx.setConnectors(found)
        } finally {
          publishing = false
        }
      }
      publish()
      const offOpen = ctx.events.on('MODAL_OPEN', publish)
      const offConnectors = ctx.stores.connectors.subscribe(publish)
      return () => {
        offOpen()
        offConnectors()
        chain.dispose()
        if (latest === entry) latest = undefined
        mine = undefined
      }
    },
  }
}
