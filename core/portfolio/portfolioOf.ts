import type { Gangway } from '../Gangway.js'
import { createPortfolio } from './createPortfolio.js'
import type { Portfolio } from './Portfolio.js'
import { portfolioClientOf } from './portfolioClientOf.js'

const portfolios = new WeakMap<Gangway, Portfolio>()

/** The one portfolio of a Gangway instance (in USD), made on first use. */
export function portfolioOf(gangway: Gangway): Portfolio {
  let portfolio = portfolios.get(gangway)
  if (!portfolio) {
    portfolio = createPortfolio({
      gangway,
      client: portfolioClientOf(gangway),
      currency: 'usd',
      now: Date.now,
    })
    portfolios.set(gangway, portfolio)
  }
  return portfolio
}
