import { ListSkeleton } from '../../ui-kit/index.js'
import { useTranslate } from '../react/useTranslate.js'

const CONNECT_ROWS = 6

/** The frame shown while the modal opens or a view's chunk arrives: skeleton rows of the view's height (by default the Connect view's). */
export function LoadingState({ rows = CONNECT_ROWS }: { readonly rows?: number | undefined }) {
  const t = useTranslate()
  return <ListSkeleton count={rows} label={t('shell.loading')} />
}
