import { IconButton } from '../../ui-kit/index.js'
import { useGangwayContext } from '../react/useGangwayContext.js'

export interface ShellHeaderProps {
  readonly titleId: string
  readonly title: string
  /** Keeps the title for screen readers only (while opening). */
  readonly titleHidden: boolean
  readonly canGoBack: boolean
}

/** The dialog header: back (when there is an earlier view), the title that labels the dialog, close. */
export function ShellHeader({ titleId, title, titleHidden, canGoBack }: ShellHeaderProps) {
  const { gangway, t } = useGangwayContext()
  return (
    <div className="gw-head">
      {canGoBack ? (
        <IconButton icon="back" aria-label={t('shell.back')} onClick={() => gangway.back()} />
      ) : (
        <span />
      )}
      <h2 key={title} id={titleId} className={titleHidden ? 'gw-title gw-sr' : 'gw-title'}>
        {title}
      </h2>
      <IconButton icon="close" aria-label={t('shell.close')} onClick={() => gangway.close()} />
    </div>
  )
}
