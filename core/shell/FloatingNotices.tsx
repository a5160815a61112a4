import { useGangwayContext } from '../react/useGangwayContext.js'
import { useGangwayStore } from '../react/useGangwayStore.js'
import { AlertList } from './AlertList.js'
import { ToastSlot } from './ToastSlot.js'

/** Alerts and the toast while the modal is closed: a small fixed region at the top right. */
export function FloatingNotices() {
  const { t } = useGangwayContext()
  const alerts = useGangwayStore('alerts', (state) => state.alerts.length)
  const toast = useGangwayStore('notifications', (state) => state.current !== undefined)
  if (alerts === 0 && !toast) return null
  return (
    <section className="gw-float" aria-label={t('shell.notices')}>
      <AlertList />
      <ToastSlot />
    </section>
  )
}
