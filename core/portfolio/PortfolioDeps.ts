import type { Gangway } from '../Gangway.js'
import type { PortfolioClient } from './PortfolioClient.js'

/** What createPortfolio needs: the instance (stores, events, wallet requests), the API client, the currency and a clock. */
export interface PortfolioDeps {
  readonly gangway: Pick<Gangway, 'stores' | 'events' | 'request'>
  readonly client: PortfolioClient
  readonly currency: string
  readonly now: () => number
}
