import { AlertBar, Button, useTranslate } from '../../entries/plugin.js'
import type { ConnectAction } from './useConnectAction.js'

/** The inline error of a failed connection, with a retry. */
export function ConnectFailure({ action }: { readonly action: ConnectAction }) {
  const t = useTranslate()
  if (!action.failure) return null
  return (
    <AlertBar
      variant="error"
      title={t(action.failure.messageKey)}
      message={
        <span style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 8 }}>
          {t('connect.error.hint', { name: action.failure.choice.name })}
          <Button size="sm" variant="secondary" onClick={action.retry}>
            {t('connect.retry')}
          </Button>
        </span>
      }
    />
  )
}
