import { AlertBar, Button, useTranslate } from '../../entries/plugin.js'
import { namespaceLabel } from './namespaceLabel.js'
import type { ConnectAction } from './useConnectAction.js'

/** The inline error of a failed connection (which namespaces, when others connected), with a retry. */
export function ConnectFailure({ action }: { readonly action: ConnectAction }) {
  const t = useTranslate()
  const { failure } = action
  if (!failure) return null
  const failed = failure.namespaces
    ?.map((chain) =>
      namespaceLabel(t, failure.choice.connectors?.find((item) => item.chain === chain) ?? { chain }),
    )
    .join(', ')
  return (
    <AlertBar
      variant="error"
      title={t(failure.messageKey)}
      message={
        <span style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 8 }}>
          {failed && (
            <span data-testid="connect-failed-namespaces">
              {t('connect.error.namespaces', { namespaces: failed })}
            </span>
          )}
          {t('connect.error.hint', { name: failure.choice.name })}
          <Button size="sm" variant="secondary" onClick={action.retry}>
            {t('connect.retry')}
          </Button>
        </span>
      }
    />
  )
}
