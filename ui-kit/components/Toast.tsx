import { Icon } from './Icon.js'
import { Spinner } from './Spinner.js'

export interface ToastProps {
  variant: 'success' | 'loading' | 'error'
  message: string
}

/** A short notification: role alert for errors, role status otherwise. */
export function Toast({ variant, message }: ToastProps) {
  return (
    <div className={`gw-toast gw-toast--${variant}`} role={variant === 'error' ? 'alert' : 'status'}>
      {variant === 'loading' ? (
        <Spinner size="sm" />
      ) : (
        <Icon name={variant === 'error' ? 'alert' : 'check'} />
      )}
      <span>{message}</span>
    </div>
  )
}
