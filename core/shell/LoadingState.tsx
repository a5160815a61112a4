import { Spinner } from '../../ui-kit/index.js'
import { useTranslate } from '../react/useTranslate.js'

/** The spinner shown while the modal opens or a view's chunk arrives. */
export function LoadingState() {
  const t = useTranslate()
  return (
    <div className="gw-loading">
      <Spinner size="lg" label={t('shell.loading')} />
    </div>
  )
}
