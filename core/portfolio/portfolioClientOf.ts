import type { Gangway } from '../Gangway.js'
import { createPortfolioClient } from './createPortfolioClient.js'
import type { PortfolioClient } from './PortfolioClient.js'

const clients = new WeakMap<Gangway, PortfolioClient>()

/** The blockchain API portfolio client of a Gangway instance's config, made on first use. */
export function portfolioClientOf(gangway: Pick<Gangway, 'config'>): PortfolioClient {
  let client = clients.get(gangway as Gangway)
  if (!client) {
    client = createPortfolioClient(gangway.config)
    clients.set(gangway as Gangway, client)
  }
  return client
}
