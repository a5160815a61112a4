import { type ButtonHTMLAttributes, forwardRef, type ReactElement } from 'react'
import { cx } from '../lib/cx.js'
import { Icon, type IconName } from './Icon.js'

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** The button's accessible name; there is no visible text. */
  'aria-label': string
  icon: IconName | ReactElement
  variant?: 'ghost' | 'secondary'
  size?: 'sm' | 'md'
}

/** A square button showing only an icon. */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { icon, variant = 'ghost', size = 'md', className, type = 'button', ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      {...rest}
      className={cx(
        'gw-ibtn',
        variant === 'secondary' && 'gw-ibtn--secondary',
        size === 'sm' && 'gw-ibtn--sm',
        className,
      )}
    >
      {typeof icon === 'string' ? <Icon name={icon} size={size === 'sm' ? 14 : 18} /> : icon}
    </button>
  )
})
