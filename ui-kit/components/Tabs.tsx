import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react'

export interface TabItem {
  id: string
  label: ReactNode
  disabled?: boolean
}

export interface TabsProps {
  /** Accessible name of the tab list. */
  label: string
  items: readonly TabItem[]
  /** Selected tab id (controlled). */
  value?: string
  defaultValue?: string
  onValueChange?: (id: string) => void
  /** Renders the selected tab's panel. */
  children?: (id: string) => ReactNode
}

const keys: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
}

/** WAI-ARIA tabs with automatic activation: arrows, Home and End move and select; one tab stop. */
export function Tabs({ label, items, value, defaultValue, onValueChange, children }: TabsProps) {
  const base = useId()
  const tabs = useRef<(HTMLButtonElement | null)[]>([])
  const enabled = items.filter((item) => !item.disabled)
  const [own, setOwn] = useState(defaultValue ?? enabled[0]?.id)
  const selected = value ?? own
  const stop = enabled.some((item) => item.id === selected) ? selected : enabled[0]?.id
  const selectedIndex = items.findIndex((item) => item.id === selected)
  const select = (id: string) => {
    if (value === undefined) setOwn(id)
    if (id !== selected) onValueChange?.(id)
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = keys[event.key]
    const from = enabled.findIndex((item) => tabs.current[items.indexOf(item)] === event.target)
    if (!move || from < 0) return
    event.preventDefault()
    const next = enabled[move(from, enabled.length)]!
    select(next.id)
    tabs.current[items.indexOf(next)]?.focus()
  }
  return (
    <>
      <div
        role="tablist"
        aria-label={label}
        aria-orientation="horizontal"
        className="gw-tabs"
        onKeyDown={onKeyDown}
      >
        {items.map((item, index) => (
          <button
            key={item.id}
            ref={(node) => {
              tabs.current[index] = node
            }}
            type="button"
            role="tab"
            id={`${base}t${index}`}
            aria-selected={item.id === selected}
            aria-controls={children && item.id === selected ? `${base}p` : undefined}
            tabIndex={item.id === stop ? 0 : -1}
            disabled={item.disabled}
            className="gw-tab"
            onClick={() => select(item.id)}
          >
            {item.label}
          </button>
        ))}
      </div>
      {children && selected !== undefined && selectedIndex >= 0 && (
        <div
          role="tabpanel"
          id={`${base}p`}
          aria-labelledby={`${base}t${selectedIndex}`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs: a panel without focusable content is a tab stop
          tabIndex={0}
          className="gw-tabpanel"
        >
          {children(selected)}
        </div>
      )}
    </>
  )
}
