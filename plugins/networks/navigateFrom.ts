import type { Gangway, ViewId } from '../../core/index.js'

/** Navigates from view `from` to `to`; with `replace`, `from` leaves the history so back skips it. */
export function navigateFrom(gangway: Gangway, from: ViewId, to: ViewId, replace: boolean): void {
  gangway.navigate(to)
  if (!replace) return
  const { history } = gangway.stores.modal.getState()
  const top = history.at(-1)
  if (top?.view === to && history.at(-2)?.view === from)
    gangway.stores.modal.setState({ history: [...history.slice(0, -2), top] })
}
