import { useCallback, useState } from 'react'
import type { Gangway } from '../../entries/plugin.js'

const consented = new WeakSet<Gangway>()

/** Whether the visitor ticked the legal checkbox; kept for the Gangway instance while the page lives. */
export function useLegalConsent(gangway: Gangway): readonly [boolean, (accepted: boolean) => void] {
  const [accepted, setAccepted] = useState(() => consented.has(gangway))
  const update = useCallback(
    (next: boolean) => {
      if (next) consented.add(gangway)
      else consented.delete(gangway)
      setAccepted(next)
    },
    [gangway],
  )
  return [accepted, update] as const
}
