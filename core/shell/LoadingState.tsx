import { ListSkeleton } from '../../ui-kit/index.js'
import { rowsHint } from '../plugin/rowsHint.js'
import type { ViewDefinition } from '../plugin/ViewDefinition.js'
import { useTranslate } from '../react/useTranslate.js'

const CONNECT_ROWS = 6
/** More rows than a modal of the tallest screens shows: a view asking for more gets this many. */
const MAX_ROWS = 24

/**
 * The frame shown while the modal opens or a view's chunk arrives: skeleton rows of the view's height, as
 * many as its `skeletonRows` says (a plugin's hint, checked: rowsHint), else six (the Connect view's).
 */
export function LoadingState({ definition }: { readonly definition?: ViewDefinition | undefined }) {
  const t = useTranslate()
  return (
    <ListSkeleton
      count={rowsHint(definition?.skeletonRows, MAX_ROWS) ?? CONNECT_ROWS}
      label={t('shell.loading')}
    />
  )
}
