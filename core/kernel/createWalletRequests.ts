import { ConnectionError } from '../errors/ConnectionError.js'
import { GangwayError } from '../errors/GangwayError.js'
import type { Gangway } from '../Gangway.js'
import type { ChainAdapter } from '../plugin/ChainAdapter.js'
import type { GangwayStores } from '../store/GangwayStores.js'
import type { ChainNamespace } from '../types/ChainNamespace.js'

export type WalletRequests = Pick<Gangway, 'signMessage' | 'sendTransaction' | 'request'>

/** Signing, sending and raw requests through the connected adapter of a namespace (in the plugin runtime chunk). */
export function createWalletRequests(
  stores: GangwayStores,
  chain: (namespace: ChainNamespace) => ChainAdapter | undefined,
  refreshBalance: (namespace: ChainNamespace) => void,
): WalletRequests {
  const connectedAdapter = (namespace?: ChainNamespace) => {
    const target = namespace ?? stores.networks.getState().activeNamespace
    const account = target ? stores.accounts.getState().byNamespace[target] : undefined
    const adapter = target ? chain(target) : undefined
    if (!target || account?.status !== 'connected' || !account.address || !adapter)
      throw new ConnectionError('Please call connect() before request()')
    return { target, adapter, address: account.address }
  }
  return {
    async signMessage(message, namespace) {
      const { adapter, address } = connectedAdapter(namespace)
      if (!adapter.signMessage)
        throw new GangwayError('Signing needs a provider', { details: 'signMessage unsupported' })
      return adapter.signMessage(message, address)
    },
    async sendTransaction(request, namespace) {
      const { target, adapter } = connectedAdapter(namespace)
      if (!adapter.sendTransaction) throw new GangwayError('Unsupported chain')
      const result = await adapter.sendTransaction(request)
      refreshBalance(target)
      return result
    },
    async request(args, namespace) {
      const { adapter } = connectedAdapter(namespace)
      if (!adapter.request) throw new GangwayError('JSON-RPC provider not found')
      return adapter.request(args)
    },
  }
}
