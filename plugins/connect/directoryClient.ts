import { createDirectoryClient, type Gangway, type HttpClient } from '../../entries/plugin.js'

const clients = new WeakMap<Gangway['config'], HttpClient>()

/** The wallet directory client of a Gangway instance (or a plugin context: the same config), created once. */
export function directoryClient(owner: Pick<Gangway, 'config'>): HttpClient {
  let client = clients.get(owner.config)
  if (!client) {
    client = createDirectoryClient(owner.config)
    clients.set(owner.config, client)
  }
  return client
}
