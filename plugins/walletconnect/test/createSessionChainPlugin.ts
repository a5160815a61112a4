import {
  type ChainAdapter,
  type ChainNamespace,
  type Connector,
  definePlugin,
  type PluginContext,
} from '../../../entries/plugin.js'
import { adapterBasics } from '../../../tests/fixtures/adapterBasics.js'

export interface SessionProvider {
  request(args: { readonly method: string; readonly params?: unknown }): Promise<unknown>
  on(event: string, listener: (...args: never[]) => void): void
  removeListener(event: string, listener: (...args: never[]) => void): void
}

/** How the test chain of a namespace reads its accounts and signs through the walletConnect connector's provider. */
export interface SessionChainSpec {
  readonly namespace: ChainNamespace
  accounts(provider: SessionProvider, chain: string): Promise<string[]>
  sign(provider: SessionProvider, message: string, address: string, chain: string): Promise<string>
}

/**
 * A chain plugin of `spec.namespace` that connects only through a WALLET_CONNECT connector, driving its
 * provider as the shared contract says (the chain plugins of polkadot, cosmos and bip122 are not in this
 * branch): accounts and signatures over the namespace's JSON-RPC, its accountsChanged, chainChanged and
 * disconnect events reported to the kernel. It does not revoke on disconnect: the bridge ends the session itself.
 */
export function createSessionChainPlugin(spec: SessionChainSpec) {
  const { namespace } = spec
  let ctx: PluginContext | undefined
  let provider: SessionProvider | undefined
  const offs: (() => void)[] = []
  const chain = () => ctx?.stores.networks.getState().active[namespace] ?? ''
  const attach = async (connector: Connector | undefined) => {
    if (connector?.type !== 'WALLET_CONNECT' || !connector.provider) return null
    provider = connector.provider as SessionProvider
    const addresses = await spec.accounts(provider, chain())
    if (addresses.length === 0) return null
    for (const off of offs.splice(0)) off()
    const listen = (event: string, listener: (value: never) => void) => {
      provider?.on(event, listener)
      offs.push(() => provider?.removeListener(event, listener))
    }
    listen('accountsChanged', (changed: string[]) =>
      ctx?.session.accountsChanged(
        namespace,
        changed.map((address) => ({ namespace, address, type: 'eoa' as const })),
      ),
    )
    listen('chainChanged', (caip: `${string}:${string}`) => ctx?.session.chainChanged(namespace, caip))
    listen('disconnect', () => ctx?.session.disconnected(namespace))
    return {
      accounts: addresses.map((address) => ({ namespace, address, type: 'eoa' as const })),
      caipNetworkId: chain() as `${string}:${string}`,
    }
  }
  const adapter: ChainAdapter = {
    ...adapterBasics,
    namespace,
    async connect(connector) {
      const result = await attach(connector)
      if (!result) throw Object.assign(new Error('No account'), { code: 4001 })
      return result
    },
    reconnect: (connectorId) =>
      attach(
        ctx?.stores.connectors
          .getState()
          .connectors.find((item) => item.id === connectorId && item.chain === namespace),
      ),
    async disconnect() {
      for (const off of offs.splice(0)) off()
      provider = undefined
    },
    async signMessage(message, address) {
      if (!provider) throw Object.assign(new Error('Not connected'), { code: 4100 })
      return spec.sign(provider, message, address, chain())
    },
    async request(args) {
      if (!provider) throw Object.assign(new Error('Not connected'), { code: 4100 })
      return provider.request(args)
    },
  }
  return definePlugin({
    name: `test-${namespace}-session`,
    kind: 'chain',
    setup(context) {
      ctx = context
      context.registerChain(adapter)
    },
  })
}
