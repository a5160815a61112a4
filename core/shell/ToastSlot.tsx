import { Toast } from '../../ui-kit/index.js'
import { useGangwayContext } from '../react/useGangwayContext.js'
import { useGangwayStore } from '../react/useGangwayStore.js'

export interface ToastSlotProps {
  readonly className?: string
}

/** The current notification of the notification store as a toast. */
export function ToastSlot({ className }: ToastSlotProps) {
  const { t } = useGangwayContext()
  const current = useGangwayStore('notifications', (state) => state.current)
  return (
    <div className={className}>
      {current && <Toast key={current.id} variant={current.variant} message={t.dynamic(current.message)} />}
    </div>
  )
}
