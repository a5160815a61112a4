import { type KeyboardEvent, type ReactNode, useEffect, useLayoutEffect, useRef, useState } from 'react'

export interface VirtualListProps<T> {
  readonly items: readonly T[]
  /** Height of every row in px, gap included. */
  readonly rowHeight: number
  /** Largest height of the scrolling area in px, used until the element can be measured. */
  readonly height: number
  /** Rows rendered beyond each edge of the visible ones. */
  readonly overscan?: number
  readonly label: string
  readonly itemKey: (item: T) => string
  readonly renderItem: (item: T, index: number) => ReactNode
  /** Called with the rendered index range [start, end) whenever it changes. */
  readonly onRangeChange?: (start: number, end: number) => void
  /** Scrolls back to the top whenever it changes (e.g. a new search). */
  readonly resetKey?: string
}

const keySteps: Readonly<Record<string, (index: number, last: number) => number>> = {
  ArrowDown: (index, last) => Math.min(last, index + 1),
  ArrowUp: (index) => Math.max(0, index - 1),
  Home: () => 0,
  End: (_index, last) => last,
}

/** A windowed list with fixed row height: only the visible rows and a few more are in the DOM. */
export function VirtualList<T>({
  items,
  rowHeight,
  height,
  overscan = 4,
  label,
  itemKey,
  renderItem,
  onRangeChange,
  resetKey,
}: VirtualListProps<T>) {
  const scroller = useRef<HTMLDivElement>(null)
  const focusIndex = useRef<number | undefined>(undefined)
  const [first, setFirst] = useState(0)
  const [viewport, setViewport] = useState(height)

  useEffect(() => {
    const element = scroller.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => setViewport(element.clientHeight || height))
    observer.observe(element)
    return () => observer.disconnect()
  }, [height])

  const visible = Math.ceil(viewport / rowHeight) + 1
  const start = Math.min(Math.max(0, first - overscan), Math.max(0, items.length - 1))
  const end = Math.min(items.length, first + visible + overscan)

  useEffect(() => {
    onRangeChange?.(start, end)
  }, [start, end, onRangeChange])

  const focusableRow = (index: number) =>
    scroller.current
      ?.querySelector<HTMLElement>(`[data-index="${index}"]`)
      ?.querySelector<HTMLElement>('button, [href], [tabindex]')

  useLayoutEffect(() => {
    const index = focusIndex.current
    const target = index === undefined ? undefined : focusableRow(index)
    if (!target) return
    focusIndex.current = undefined
    target.focus()
  })

  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey is the trigger of this effect, not an input
  useLayoutEffect(() => {
    if (scroller.current) scroller.current.scrollTop = 0
    setFirst(0)
  }, [resetKey])

  const scrollTo = (top: number) => {
    const element = scroller.current
    if (!element) return
    element.scrollTop = top
    setFirst(Math.floor(top / rowHeight))
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = keySteps[event.key]
    const row = (event.target as HTMLElement).closest<HTMLElement>('[data-index]')
    const element = scroller.current
    if (!step || !row || !element || items.length === 0) return
    event.preventDefault()
    const index = step(Number(row.dataset.index), items.length - 1)
    const top = index * rowHeight
    const shown = element.clientHeight || viewport
    if (top < element.scrollTop) scrollTo(top)
    else if (top + rowHeight > element.scrollTop + shown) scrollTo(top + rowHeight - shown)
    const target = focusableRow(index)
    if (target) target.focus()
    else focusIndex.current = index
  }

  const rows: ReactNode[] = []
  for (let index = start; index < end; index++) {
    const item = items[index] as T
    rows.push(
      <li
        key={itemKey(item)}
        aria-setsize={items.length}
        aria-posinset={index + 1}
        data-index={index}
        style={{
          position: 'absolute',
          top: index * rowHeight,
          left: 0,
          right: 0,
          height: rowHeight,
          paddingBottom: 8,
          boxSizing: 'border-box',
        }}
      >
        {renderItem(item, index)}
      </li>,
    )
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys move focus between the rows inside
    <div
      ref={scroller}
      onKeyDown={onKeyDown}
      onScroll={(event) => setFirst(Math.floor(event.currentTarget.scrollTop / rowHeight))}
      style={{ maxHeight: height, overflowY: 'auto', overscrollBehavior: 'contain' }}
    >
      <ul
        aria-label={label}
        style={{
          position: 'relative',
          height: items.length * rowHeight,
          margin: 0,
          padding: 0,
          listStyle: 'none',
        }}
      >
        {rows}
      </ul>
    </div>
  )
}
