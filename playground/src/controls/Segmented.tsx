export interface SegmentedProps<T extends string> {
  readonly label: string
  readonly value: T
  readonly options: readonly { readonly value: T; readonly label: string }[]
  readonly onChange: (value: T) => void
  readonly compact?: boolean
}

/** A row of toggle buttons, one pressed. */
export function Segmented<T extends string>({ label, value, options, onChange, compact }: SegmentedProps<T>) {
  return (
    <fieldset className={compact ? 'pg-seg pg-seg--compact' : 'pg-seg'}>
      <legend className="pg-sr">{label}</legend>
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={option.value === value}
          onClick={() => onChange(option.value)}
        >
          {option.label}
        </button>
      ))}
    </fieldset>
  )
}
