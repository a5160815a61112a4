import { useRef } from 'react'
import { useGangwayContext } from '../react/useGangwayContext.js'
import { useGangwayStore } from '../react/useGangwayStore.js'
import { AlertList } from './AlertList.js'
import { ToastSlot } from './ToastSlot.js'
import { useScreenFit } from './useScreenFit.js'

/** Alerts and the toast while the modal is closed: a small fixed region at the top right. */
export function FloatingNotices() {
  const { t } = useGangwayContext()
  const alerts = useGangwayStore('alerts', (state) => state.alerts.length)
  const toast = useGangwayStore('notifications', (state) => state.current !== undefined)
  if (alerts === 0 && !toast) return null
  return <Notices label={t('shell.notices')} />
}

/** The fixed region itself, fitted to the screen on a zoomed-out page. */
function Notices({ label }: { readonly label: string }) {
  const region = useRef<HTMLElement>(null)
  useScreenFit(region, true)
  return (
    <section ref={region} className="gw-float" aria-label={label}>
      <AlertList />
      <ToastSlot />
    </section>
  )
}
