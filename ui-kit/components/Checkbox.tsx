import { type ReactNode, useId, useState } from 'react'
import { Icon } from './Icon.js'

export interface CheckboxProps {
  /** Visible label; may contain links, which do not toggle the box. */
  label: ReactNode
  checked?: boolean
  defaultChecked?: boolean
  onCheckedChange?: (checked: boolean) => void
  disabled?: boolean
}

/** WAI-ARIA checkbox: Space or a click toggles it, a click on the label too. */
export function Checkbox({
  label,
  checked,
  defaultChecked = false,
  onCheckedChange,
  disabled,
}: CheckboxProps) {
  const id = useId()
  const [own, setOwn] = useState(defaultChecked)
  const on = checked ?? own
  const toggle = () => {
    if (disabled) return
    if (checked === undefined) setOwn(!on)
    onCheckedChange?.(!on)
  }
  return (
    <div className="gw-cb-row">
      {/* biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA checkbox pattern, so Space handling is ours and testable */}
      <span
        role="checkbox"
        aria-checked={on}
        aria-disabled={disabled || undefined}
        aria-labelledby={id}
        tabIndex={disabled ? -1 : 0}
        className="gw-cb"
        onClick={toggle}
        onKeyDown={(event) => {
          if (event.key !== ' ') return
          event.preventDefault()
          toggle()
        }}
      >
        {on && <Icon name="check" size={14} />}
      </span>
      {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: a pointer shortcut; keyboard users operate the checkbox itself */}
      <span
        id={id}
        className="gw-cb-label"
        onClick={(event) => {
          if (!(event.target as Element).closest('a')) toggle()
        }}
      >
        {label}
      </span>
    </div>
  )
}
