import type { ReactNode } from 'react'
import { Icon } from '../../ui-kit/index.js'

export interface ViewStateProps {
  readonly tone: 'neutral' | 'error'
  /** Omitted when the header already says it. */
  readonly title?: string
  readonly message: string
  readonly detail?: string
  /** The actions, e.g. a way back. */
  readonly children?: ReactNode
}

/** A full-view message with actions: the 'not available' and error states of the outlet. */
export function ViewState({ tone, title, message, detail, children }: ViewStateProps) {
  return (
    <div className={`gw-state gw-state--${tone}`} role={tone === 'error' ? 'alert' : undefined}>
      <span className="gw-state-icon">
        <Icon name={tone === 'error' ? 'alert' : 'globe'} size={26} />
      </span>
      {title && <p className="gw-state-title">{title}</p>}
      <p className="gw-state-msg">{message}</p>
      {detail && <p className="gw-state-detail">{detail}</p>}
      <div className="gw-state-actions">{children}</div>
    </div>
  )
}
