import { type CSSProperties, useEffect, useMemo, useState } from 'react'
import { GangwayContext } from '../react/GangwayContext.js'
import { useGangwayContext } from '../react/useGangwayContext.js'
import { useGangwayStore } from '../react/useGangwayStore.js'
import type { ViewEntry } from '../types/ViewRegistry.js'
import type { ViewCache } from './createViewCache.js'
import { Dialog } from './Dialog.js'

export interface RehearsalProps {
  readonly cache: ViewCache
  readonly entry: ViewEntry
  /** Called once the rehearsal has been laid out (or cannot take place): the shell removes it. */
  readonly done: () => void
}

const hidden: CSSProperties = {
  position: 'fixed',
  inset: 0,
  overflow: 'hidden',
  visibility: 'hidden',
  pointerEvents: 'none',
}
// React 18 drops a boolean `inert` prop; the attribute is set on the element itself.
const inert = (element: HTMLElement | null) => element?.setAttribute('inert', '')

/**
 * The view the next open shows, rendered once while the page is idle, hidden, inert and out of the
 * accessibility tree, then removed after the frame that lays it out: the click then finds the view's code
 * compiled and the dialog's styles and fonts computed. Only a view declared `rehearse: true` takes part;
 * it sees `rehearsal: true` in its context. Gives way at once to a real open.
 */
export function Rehearsal({ cache, entry, done }: RehearsalProps) {
  const context = useGangwayContext()
  const definition = useGangwayStore('registry', (state) => state.views.get(entry.view))
  const busy = useGangwayStore('modal', (state) => state.open || state.loading)
  const [ready, setReady] = useState(false)
  useEffect(() => {
    if (!definition?.rehearse || busy) return done()
    let live = true
    cache.load(definition).then(
      () => live && setReady(true),
      () => live && done(),
    )
    return () => {
      live = false
    }
  }, [definition, busy, cache, done])
  useEffect(() => {
    if (!ready) return
    let timer: ReturnType<typeof setTimeout> | undefined
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(done)
    })
    return () => {
      cancelAnimationFrame(frame)
      clearTimeout(timer)
    }
  }, [ready, done])
  const value = useMemo(() => ({ ...context, rehearsal: true }), [context])
  if (!ready || busy) return null
  return (
    <div ref={inert} aria-hidden="true" style={hidden} data-gw-rehearsal="">
      <GangwayContext.Provider value={value}>
        <Dialog cache={cache} loading={false} rehearsal={entry} />
      </GangwayContext.Provider>
    </div>
  )
}
