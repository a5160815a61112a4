import { useMemo } from 'react'
import type { Gangway } from '../Gangway.js'
import { useGangwayContext } from './useGangwayContext.js'

/** `disconnect(namespace?)`: one namespace, or every connected one when omitted. */
export function useDisconnect(): { readonly disconnect: Gangway['disconnect'] } {
  const { gangway } = useGangwayContext()
  return useMemo(() => ({ disconnect: gangway.disconnect }), [gangway])
}
