import type { Gangway } from '../Gangway.js'
import type { GangwayStores } from '../store/GangwayStores.js'
import type { PortfolioClient } from './PortfolioClient.js'

/** What createPortfolio needs: the instance, its writable stores (for tokenBalance and the toast), the API client and a clock. */
export interface PortfolioDeps {
  readonly gangway: Pick<Gangway, 'stores' | 'events' | 'request'>
  readonly stores: Pick<GangwayStores, 'accounts' | 'notifications'> | undefined
  readonly client: PortfolioClient
  readonly currency: string
  readonly now: () => number
}
