import { createDirectoryClient, type Gangway, type HttpClient } from '../../entries/plugin.js'

const clients = new WeakMap<Gangway, HttpClient>()

/** The wallet directory client of a Gangway instance, created once. */
export function directoryClient(gangway: Gangway): HttpClient {
  let client = clients.get(gangway)
  if (!client) {
    client = createDirectoryClient(gangway.config)
    clients.set(gangway, client)
  }
  return client
}
