import { forwardRef, useImperativeHandle, useLayoutEffect, useRef } from 'react'
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

/**
 * A search field with a clear button; Escape clears a non-empty value. Without `value` the field keeps
 * its own text and a keystroke renders nothing: the clear button is shown or hidden on the element.
 */
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
  const clear = useRef<HTMLButtonElement>(null)
  useImperativeHandle(ref, () => input.current!, [])
  const controlled = value !== undefined
  const showClear = () => {
    if (clear.current && input.current) clear.current.style.display = input.current.value ? '' : 'none'
  }
  useLayoutEffect(showClear)
  const update = (next: string) => {
    if (!controlled && input.current) input.current.value = next
    showClear()
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
      {...(controlled ? { value } : { defaultValue })}
      onChange={(event) => update(event.target.value)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && event.currentTarget.value) {
          event.preventDefault()
          event.stopPropagation()
          update('')
        }
        onKeyDown?.(event)
      }}
      start={<Icon name="search" />}
      end={
        <IconButton
          ref={clear}
          aria-label={clearLabel}
          icon="close"
          size="sm"
          onClick={() => {
            update('')
            input.current?.focus()
          }}
        />
      }
    />
  )
})
