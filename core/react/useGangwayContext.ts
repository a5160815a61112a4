import { useContext } from 'react'
import { GangwayContext, type GangwayContextValue } from './GangwayContext.js'

/** The surrounding GangwayProvider (or shell) value; throws a clear error outside one. */
export function useGangwayContext(): GangwayContextValue {
  const value = useContext(GangwayContext)
  if (!value) throw new Error('Gangway hooks must be used inside <GangwayProvider gangway={...}>')
  return value
}
