import { Suspense, useEffect, useRef } from 'react'
import { Button } from '../../ui-kit/index.js'
import { useGangwayContext } from '../react/useGangwayContext.js'
import type { ViewEntry } from '../types/ViewRegistry.js'
import type { ViewCache } from './createViewCache.js'
import { LazyView } from './LazyView.js'
import { LoadingState } from './LoadingState.js'
import { useTopView } from './useTopView.js'
import { ViewErrorBoundary } from './ViewErrorBoundary.js'
import { ViewState } from './ViewState.js'

export interface ViewOutletProps {
  readonly cache: ViewCache
  /** The entry a rehearsal shows instead of the top of the history. */
  readonly entry?: ViewEntry
  /**
   * The modal's loading frame was shown before this outlet (Dialog): the first view it shows is already in
   * place (the frame slid in with the modal) and does not slide in a second time.
   */
  readonly afterLoading?: boolean
}

/** The view on top of the history: loading, rendered, 'not available' or failed, always with a way back. */
export function ViewOutlet({ cache, entry: rehearsal, afterLoading }: ViewOutletProps) {
  const { gangway, t } = useGangwayContext()
  const { entry, definition, waiting, depth } = useTopView(rehearsal)
  const previousDepth = useRef(depth)
  const key = `${depth}:${entry.view}`
  const firstKey = useRef(key)
  const direction =
    afterLoading && key === firstKey.current ? 'none' : depth < previousDepth.current ? 'back' : 'forward'
  useEffect(() => {
    previousDepth.current = depth
  }, [depth])
  useEffect(() => {
    if (waiting && definition) cache.load(definition).catch(() => {})
  }, [waiting, definition, cache])
  const loading = <LoadingState definition={definition} view={entry.view} />
  const back = (
    <Button variant="ghost" onClick={() => gangway.back()}>
      {t(depth > 1 ? 'shell.back' : 'shell.close')}
    </Button>
  )
  return (
    <div key={key} className="gw-view" data-dir={direction}>
      {waiting ? (
        loading
      ) : definition ? (
        <ViewErrorBoundary
          fallback={(retry) => (
            <ViewState tone="error" title={t('shell.error.title')} message={t('shell.error.message')}>
              {back}
              <Button
                variant="ghost"
                onClick={() => {
                  cache.evict(definition.id)
                  retry()
                }}
              >
                {t('shell.retry')}
              </Button>
            </ViewState>
          )}
        >
          <Suspense fallback={loading}>
            <LazyView cache={cache} definition={definition} entry={entry} />
          </Suspense>
        </ViewErrorBoundary>
      ) : (
        <ViewState
          tone="neutral"
          message={t('shell.unavailable.message')}
          detail={t('shell.unavailable.detail', { view: entry.view })}
        >
          {back}
        </ViewState>
      )}
    </div>
  )
}
