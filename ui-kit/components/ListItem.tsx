import { type ButtonHTMLAttributes, forwardRef, type ReactNode } from 'react'
import { cx } from '../lib/cx.js'
import { Spinner } from './Spinner.js'

export interface ListItemProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** Leading visual, e.g. an image. */
  start?: ReactNode
  /** Trailing content, e.g. a tag or a chevron. */
  end?: ReactNode
  description?: ReactNode
  /** Replaces `end` by a spinner and sets aria-busy. */
  loading?: boolean
}

/** A full-width row button for lists of choices. */
export const ListItem = forwardRef<HTMLButtonElement, ListItemProps>(function ListItem(
  { start, end, description, loading, className, type = 'button', children, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      aria-busy={loading || undefined}
      {...rest}
      className={cx('gw-li', className)}
    >
      {start}
      <span className="gw-li-text">
        <span className="gw-li-label">{children}</span>
        {description && <span className="gw-li-desc">{description}</span>}
      </span>
      {loading ? <Spinner size="sm" /> : end}
    </button>
  )
})
