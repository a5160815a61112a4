import type { ChainNamespace, Gangway } from '../../entries/plugin.js'

/**
 * After the session was approved for `primary`: connects, through their 'walletConnect' connector, the
 * other namespaces the session granted (one approval in the wallet for all of them), without taking the
 * active namespace from `primary`. A namespace no chain plugin serves, or one already connected, is left as it is.
 */
export async function connectSessionNamespaces(gangway: Gangway, primary: ChainNamespace): Promise<void> {
  const api = gangway.getPlugin('walletconnect')
  if (!api) return
  const accounts = gangway.stores.accounts.getState().byNamespace
  for (const namespace of api.sessionNamespaces())
    if (namespace !== primary && accounts[namespace]?.status !== 'connected')
      await gangway.connect('walletConnect', namespace, { activate: false }).catch(() => undefined)
}
