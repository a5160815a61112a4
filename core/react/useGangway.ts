import type { Gangway } from '../Gangway.js'
import { useGangwayContext } from './useGangwayContext.js'

/** The Gangway instance of the surrounding GangwayProvider. */
export function useGangway(): Gangway {
  return useGangwayContext().gangway
}
