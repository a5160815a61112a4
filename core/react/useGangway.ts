import type { Gangway } from '../Gangway.js'
import { useGangwayContext } from './useGangwayContext.js'

/** The Gangway instance with its open and close actions. */
export function useGangway(): Pick<Gangway, 'open' | 'close'> & { readonly gangway: Gangway } {
  const { gangway } = useGangwayContext()
  return { gangway, open: gangway.open, close: gangway.close }
}
