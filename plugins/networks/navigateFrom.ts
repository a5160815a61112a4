import type { Gangway, ViewId } from '../../entries/plugin.js'

/** Navigates from view `from` to `to`; with `replace`, `from` leaves the history so back skips it. */
export function navigateFrom(gangway: Gangway, from: ViewId, to: ViewId, replace: boolean): void {
  const onTop = gangway.stores.modal.getState().history.at(-1)?.view === from
  gangway.navigate(to, undefined, { replace: replace && onTop })
}
