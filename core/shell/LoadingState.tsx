import { ListSkeleton } from '../../ui-kit/index.js'
import { useTranslate } from '../react/useTranslate.js'

const ROWS = 6

/** The frame shown while the modal opens or a view's chunk arrives: the Connect view's rows as skeletons, so the loaded view does not change the modal's height. */
export function LoadingState() {
  const t = useTranslate()
  return <ListSkeleton count={ROWS} label={t('shell.loading')} />
}
