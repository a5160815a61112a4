import { type ButtonHTMLAttributes, forwardRef } from 'react'
import { cx } from '../lib/cx.js'
import { Spinner } from './Spinner.js'

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: 'primary' | 'secondary' | 'ghost'
  size?: 'sm' | 'md'
  /** Shows a spinner, sets aria-busy and ignores clicks while keeping focus on the button. */
  loading?: boolean
  fullWidth?: boolean
}

/** A text button. */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  {
    variant = 'primary',
    size = 'md',
    loading,
    fullWidth,
    className,
    type = 'button',
    onClick,
    children,
    'aria-disabled': ariaDisabled,
    ...rest
  },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      {...rest}
      aria-disabled={loading || ariaDisabled}
      aria-busy={loading || undefined}
      className={cx(
        'gw-btn',
        `gw-btn--${variant}`,
        `gw-btn--${size}`,
        fullWidth && 'gw-btn--full',
        className,
      )}
      onClick={loading ? (event) => event.preventDefault() : onClick}
    >
      {loading && <Spinner size="sm" />}
      {children}
    </button>
  )
})
