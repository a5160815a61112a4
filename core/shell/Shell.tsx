import { useGangwayStore } from '../react/useGangwayStore.js'
import type { ViewCache } from './createViewCache.js'
import { Dialog } from './Dialog.js'
import { FloatingNotices } from './FloatingNotices.js'

export interface ShellProps {
  readonly cache: ViewCache
}

/** The dialog while the modal is open or opening; otherwise only the notices, if any. */
export function Shell({ cache }: ShellProps) {
  const open = useGangwayStore('modal', (state) => state.open)
  const loading = useGangwayStore('modal', (state) => state.loading)
  return open || loading ? <Dialog cache={cache} loading={!open} /> : <FloatingNotices />
}
