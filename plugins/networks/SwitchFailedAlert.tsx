import { AlertBar, useTranslate } from '../../entries/plugin.js'

/** The failure of the last network switch from a view: the wallet's message, or the generic one. */
export function SwitchFailedAlert({ error }: { readonly error: string | undefined }) {
  const t = useTranslate()
  if (error === undefined) return null
  return (
    <AlertBar
      variant="error"
      title={t('networks.switchFailed')}
      message={error || t('networks.switchFailed')}
    />
  )
}
