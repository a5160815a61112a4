import { AlertBar } from '../../ui-kit/index.js'
import { useGangwayContext } from '../react/useGangwayContext.js'
import { useGangwayStore } from '../react/useGangwayStore.js'
import type { AlertKind } from '../types/Alert.js'

const setupKinds: readonly AlertKind[] = [
  'NetworkNotFound',
  'InvalidAppConfiguration',
  'ProjectIdNotConfigured',
]

/** The configuration alerts of the alert store, each dismissible. */
export function AlertList() {
  const { gangway, t } = useGangwayContext()
  const alerts = useGangwayStore('alerts', (state) => state.alerts)
  if (alerts.length === 0) return null
  return (
    <div className="gw-alerts">
      {alerts.map((alert) => (
        <AlertBar
          key={alert.kind}
          variant={setupKinds.includes(alert.kind) ? 'warning' : 'error'}
          title={alert.title}
          message={alert.message}
          dismissLabel={t('shell.dismiss')}
          onDismiss={() => gangway.dismissAlert(alert.kind)}
        />
      ))}
    </div>
  )
}
