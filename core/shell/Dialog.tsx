import { type KeyboardEvent, useId, useRef } from 'react'
import { useGangwayContext } from '../react/useGangwayContext.js'
import { useGangwayStore } from '../react/useGangwayStore.js'
import type { ViewEntry } from '../types/ViewRegistry.js'
import { AlertList } from './AlertList.js'
import type { ViewCache } from './createViewCache.js'
import { LoadingState } from './LoadingState.js'
import { ShellHeader } from './ShellHeader.js'
import { ToastSlot } from './ToastSlot.js'
import { trapTab } from './trapTab.js'
import { useAnimatedHeight } from './useAnimatedHeight.js'
import { useBackdropDismiss } from './useBackdropDismiss.js'
import { useDialogFocus } from './useDialogFocus.js'
import { useScreenFit } from './useScreenFit.js'
import { useTopView } from './useTopView.js'
import { ViewOutlet } from './ViewOutlet.js'

export interface DialogProps {
  readonly cache: ViewCache
  /** The modal is opening: show a spinner until the kernel shows the first view. */
  readonly loading: boolean
  /** Rendered as a rehearsal of this entry (Rehearsal.tsx): no focus, no alerts, no toasts. */
  readonly rehearsal?: ViewEntry
}

/** The modal dialog over a backdrop: header, alerts, the current view and the toast. */
export function Dialog({ cache, loading, rehearsal }: DialogProps) {
  const { gangway, t } = useGangwayContext()
  const shake = useGangwayStore('modal', (state) => state.shake)
  // An open that asked for a view by name stands in for that view while it loads.
  const opening = useGangwayStore('modal', (state) => state.opening)
  const openingView = useGangwayStore('registry', (state) =>
    opening === undefined ? undefined : state.views.get(opening),
  )
  const { entry, definition, waiting, depth } = useTopView(rehearsal)
  const dialog = useRef<HTMLDivElement>(null)
  const content = useRef<HTMLDivElement>(null)
  const backdrop = useRef<HTMLDivElement>(null)
  const height = useAnimatedHeight(content)
  // Whether this open showed the loading frame: the view that follows it does not slide in again.
  const loadingShown = useRef(false)
  if (loading) loadingShown.current = true
  const titleId = useId()
  useDialogFocus(dialog, `${loading}:${depth}:${entry.view}`, rehearsal === undefined)
  useBackdropDismiss(backdrop, () => gangway.close())
  useScreenFit(backdrop)
  const title =
    loading || waiting
      ? t('shell.loading')
      : definition
        ? t.dynamic(definition.title ?? entry.view)
        : t('shell.unavailable.title')
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.defaultPrevented) return
    if (event.key === 'Escape') {
      event.preventDefault()
      event.stopPropagation()
      gangway.close()
    } else if (event.key === 'Tab' && dialog.current) trapTab(event.nativeEvent, dialog.current)
  }
  return (
    <div ref={backdrop} className="gw-overlay">
      <div
        ref={dialog}
        className="gw-modal"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-busy={loading || undefined}
        tabIndex={-1}
        data-shake={shake || undefined}
        onKeyDown={onKeyDown}
      >
        <ShellHeader
          titleId={titleId}
          title={title}
          titleHidden={loading}
          canGoBack={!loading && depth > 1}
        />
        <div className="gw-body" style={height === undefined ? undefined : { height }}>
          <div ref={content}>
            {!rehearsal && <AlertList />}
            {loading ? (
              <div className="gw-view">
                <LoadingState definition={openingView} view={opening} />
              </div>
            ) : (
              <ViewOutlet cache={cache} entry={rehearsal} afterLoading={loadingShown.current} />
            )}
          </div>
        </div>
        {!rehearsal && <ToastSlot className="gw-toasts" />}
      </div>
    </div>
  )
}
