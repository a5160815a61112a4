import { forwardRef, useImperativeHandle, useRef, useState } from 'react'
import { Icon } from './Icon.js'
import { IconButton } from './IconButton.js'
import { Input, type InputProps } from './Input.js'

export interface SearchInputProps
  extends Omit<InputProps, 'label' | 'value' | 'defaultValue' | 'onChange' | 'type' | 'start' | 'end'> {
  /** Accessible label (visually hidden); default 'Search'. */
  label?: string
  value?: string
  defaultValue?: string
  onValueChange?: (value: string) => void
  clearLabel?: string
}

/** A search field with a clear button; Escape clears a non-empty value. */
export const SearchInput = forwardRef<HTMLInputElement, SearchInputProps>(function SearchInput(
  {
    label = 'Search',
    value,
    defaultValue = '',
    onValueChange,
    clearLabel = 'Clear search',
    onKeyDown,
    ...rest
  },
  ref,
) {
  const input = useRef<HTMLInputElement>(null)
  useImperativeHandle(ref, () => input.current!, [])
  const [own, setOwn] = useState(defaultValue)
  const current = value ?? own
  const update = (next: string) => {
    if (value === undefined) setOwn(next)
    onValueChange?.(next)
  }
  return (
    <Input
      ref={input}
      type="search"
      label={label}
      hideLabel
      autoComplete="off"
      spellCheck={false}
      {...rest}
      value={current}
      onChange={(event) => update(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && current) {
          event.preventDefault()
          event.stopPropagation()
          update('')
        }
        onKeyDown?.(event)
      }}
      start={<Icon name="search" />}
      end={
        current ? (
          <IconButton
            aria-label={clearLabel}
            icon="close"
            size="sm"
            onClick={() => {
              update('')
              input.current?.focus()
            }}
          />
        ) : undefined
      }
    />
  )
})
