import type { ReactNode } from 'react'

export interface SwitchProps {
  readonly label: ReactNode
  readonly checked: boolean
  readonly disabled?: boolean
  readonly onChange: (checked: boolean) => void
  readonly testId?: string
}

/** A labelled on/off switch (a checkbox underneath). */
export function Switch({ label, checked, disabled, onChange, testId }: SwitchProps) {
  return (
    <label className={`pg-switch${disabled ? ' pg-switch--disabled' : ''}`}>
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        data-testid={testId}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="pg-row-label">{label}</span>
    </label>
  )
}
