import { useContext } from 'react'
import { ConnectionError } from '../errors/ConnectionError.js'
import { hooksOutsideProvider } from '../errors/messages/hooksOutsideProvider.js'
import { GangwayContext, type GangwayContextValue } from './GangwayContext.js'

/** The surrounding GangwayProvider (or shell) value; throws a clear error outside one. */
export function useGangwayContext(): GangwayContextValue {
  const value = useContext(GangwayContext)
  if (!value) throw new ConnectionError(hooksOutsideProvider)
  return value
}
