import type { ReactNode } from 'react'
import { Icon } from './Icon.js'
import { IconButton } from './IconButton.js'

export interface AlertBarProps {
  variant?: 'info' | 'warning' | 'error'
  title?: string
  message: ReactNode
  /** Shows a dismiss button; the parent removes the bar. */
  onDismiss?: () => void
  dismissLabel?: string
}

/** An inline alert (role alert), optionally dismissible. */
export function AlertBar({
  variant = 'info',
  title,
  message,
  onDismiss,
  dismissLabel = 'Dismiss',
}: AlertBarProps) {
  return (
    <div className={`gw-alert gw-alert--${variant}`} role="alert">
      <Icon name="alert" size={18} />
      <div className="gw-alert-body">
        {title && <span className="gw-alert-title">{title}</span>}
        <span className="gw-alert-msg">{message}</span>
      </div>
      {onDismiss && <IconButton aria-label={dismissLabel} icon="close" size="sm" onClick={onDismiss} />}
    </div>
  )
}
