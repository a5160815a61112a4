export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg'
  /** When set, the spinner is a live status announcing this text; otherwise it is decorative. */
  label?: string
}

/** A rotating arc in the current text colour. */
export function Spinner({ size = 'md', label }: SpinnerProps) {
  return (
    <span
      className={`gw-spinner gw-spinner--${size}`}
      role={label ? 'status' : undefined}
      aria-hidden={!label || undefined}
    >
      <svg
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
        aria-hidden="true"
      >
        <path d="M12 3a9 9 0 1 1-9 9" />
      </svg>
      {label && <span className="gw-sr">{label}</span>}
    </span>
  )
}
