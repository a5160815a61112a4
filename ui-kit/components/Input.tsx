import { forwardRef, type InputHTMLAttributes, type ReactNode, useId } from 'react'
import { cx } from '../lib/cx.js'

export interface InputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> {
  label: string
  /** Keeps the label for assistive technology only. */
  hideLabel?: boolean
  hint?: string
  /** Shown instead of the hint; marks the input invalid. */
  error?: string
  start?: ReactNode
  end?: ReactNode
}

/** A labelled text input with optional hint or error. */
export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  { label, hideLabel, hint, error, start, end, id, className, ...rest },
  ref,
) {
  const autoId = useId()
  const inputId = id ?? autoId
  const note = error ?? hint
  return (
    <div className={cx('gw-field', className)}>
      <label htmlFor={inputId} className={hideLabel ? 'gw-sr' : 'gw-label'}>
        {label}
      </label>
      <div className={cx('gw-input', error && 'gw-input--error')}>
        {start}
        <input
          ref={ref}
          id={inputId}
          aria-invalid={error ? true : undefined}
          aria-describedby={note ? `${inputId}-note` : undefined}
          {...rest}
        />
        {end}
      </div>
      {note && (
        <p id={`${inputId}-note`} className={cx('gw-hint', error && 'gw-hint--error')}>
          {note}
        </p>
      )}
    </div>
  )
})
