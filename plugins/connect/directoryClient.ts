import type { Gangway } from '../../core/index.js'
import { createDirectoryClient, type HttpClient } from '../../core/kit/index.js'

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
