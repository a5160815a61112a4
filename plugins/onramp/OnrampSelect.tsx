import { useId } from 'react'

const select = {
  flex: 1,
  minWidth: 0,
  height: '100%',
  border: 0,
  background: 'none',
  color: 'var(--gw-fg)',
  font: 'inherit',
} as const

/** A labelled native select in the kit's input frame (keyboard as the browser gives it). */
export function OnrampSelect({
  label,
  value,
  options,
  onChange,
  disabled,
}: {
  readonly label: string
  readonly value: string
  readonly options: readonly { readonly value: string; readonly label: string }[]
  readonly onChange: (value: string) => void
  readonly disabled?: boolean
}) {
  const id = useId()
  return (
    <div className="gw-field" style={{ flex: 1, minWidth: 0 }}>
      <label htmlFor={id} className="gw-label">
        {label}
      </label>
      <div className="gw-input">
        <select
          id={id}
          style={select}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </div>
    </div>
  )
}
