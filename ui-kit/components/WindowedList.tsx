import {
  type FocusEvent,
  type KeyboardEvent,
  memo,
  type ReactNode,
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { ListScrollingContext } from '../hooks/ListScrollingContext.js'

export interface WindowedListProps<T> {
  /** Accessible name of the list. */
  label: string
  items: readonly T[]
  /** Height of every row, px (fixed). */
  rowHeight: number
  /** Height of the scroll area, px. */
  height: number
  /** Items per row (a grid); default 1. */
  columns?: number
  /** Rows rendered beyond the visible ones on each side; default 4. */
  overscan?: number
  itemKey: (item: T, index: number) => string
  renderItem: (item: T, index: number) => ReactNode
  /** Called when the end of the list comes within a screen of view (infinite scroll), and again after items arrive while it still is. */
  onEndReached?: () => void
}

/** How long a list rests after its last scroll event before its rows' images are fetched. */
const SCROLL_REST_MS = 150

const moves: Record<string, (index: number, count: number, columns: number, page: number) => number> = {
  ArrowDown: (i, n, c) => Math.min(n - 1, i + c),
  ArrowUp: (i, _n, c) => Math.max(0, i - c),
  ArrowRight: (i, n) => Math.min(n - 1, i + 1),
  ArrowLeft: (i) => Math.max(0, i - 1),
  PageDown: (i, n, _c, p) => Math.min(n - 1, i + p),
  PageUp: (i, _n, _c, p) => Math.max(0, i - p),
  Home: () => 0,
  End: (_i, n) => n - 1,
}

interface RowProps {
  readonly item: unknown
  readonly index: number
  readonly setSize: number
  readonly focusable: boolean
  readonly top: number
  readonly column: number
  readonly columns: number
  readonly height: number
  readonly renderItem: (item: never, index: number) => ReactNode
  readonly onFocus: (event: FocusEvent<HTMLLIElement>) => void
}

/** One positioned row; memoised, so a scroll frame renders only the rows that come into view. */
const Row = memo(function Row({
  item,
  index,
  setSize,
  focusable,
  top,
  column,
  columns,
  height,
  renderItem,
  onFocus,
}: RowProps) {
  return (
    <li
      aria-setsize={setSize}
      aria-posinset={index + 1}
      data-index={index}
      tabIndex={focusable ? 0 : -1}
      onFocus={onFocus}
      style={{
        position: 'absolute',
        top,
        left: `${(column * 100) / columns}%`,
        width: `${100 / columns}%`,
        height,
      }}
    >
      {(renderItem as (item: unknown, index: number) => ReactNode)(item, index)}
    </li>
  )
})

/**
 * A list that renders only its visible rows (fixed row height), so thousands of items scroll smoothly: a
 * `list` of `listitem`s with aria-setsize and aria-posinset, one tab stop, arrows, Page Up/Down, Home and End
 * move between items (scrolled into view), Enter or Space activates the item's link or button, and an
 * IntersectionObserver sentinel loads more. While it is scrolled, the images of its rows wait
 * (ListScrollingContext) until it rests 150 ms, so a fast scroll decodes none.
 */
export function WindowedList<T>({
  label,
  items,
  rowHeight,
  height,
  columns = 1,
  overscan = 4,
  itemKey,
  renderItem,
  onEndReached,
}: WindowedListProps<T>) {
  const scroller = useRef<HTMLDivElement>(null)
  const sentinel = useRef<HTMLLIElement>(null)
  const [firstRow, setFirstRow] = useState(0)
  const [active, setActive] = useState(0)
  const focusNext = useRef(false)
  const rows = Math.ceil(items.length / columns)
  const visibleRows = Math.ceil(height / rowHeight)
  const start = Math.max(0, firstRow - overscan) * columns
  const end = Math.min(items.length, (firstRow + visibleRows + overscan) * columns)
  const current = Math.min(active, Math.max(0, items.length - 1))
  const endReached = useRef(onEndReached)
  endReached.current = onEndReached
  const [scrolling, setScrolling] = useState(false)
  const rest = useRef<ReturnType<typeof setTimeout>>(undefined)
  useEffect(() => () => clearTimeout(rest.current), [])

  useEffect(() => {
    const target = sentinel.current
    if (!target || typeof IntersectionObserver === 'undefined' || items.length === 0) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) endReached.current?.()
      },
      { root: scroller.current, rootMargin: `${height}px 0px` },
    )
    observer.observe(target)
    return () => observer.disconnect()
  }, [items.length, height])

  const onItemFocus = useCallback(
    (event: FocusEvent<HTMLLIElement>) => setActive(Number(event.currentTarget.dataset.index)),
    [],
  )

  useLayoutEffect(() => {
    if (!focusNext.current) return
    focusNext.current = false
    scroller.current?.querySelector<HTMLElement>(`[data-index="${current}"]`)?.focus()
  })

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const target = event.target as HTMLElement
    if ((event.key === 'Enter' || event.key === ' ') && target.dataset?.index !== undefined) {
      const action = target.querySelector<HTMLElement>('a[href], button')
      if (!action) return
      event.preventDefault()
      return action.click()
    }
    const move = moves[event.key]
    const from = Number(target.dataset?.index)
    if (!move || !Number.isInteger(from) || items.length === 0) return
    event.preventDefault()
    const next = move(from, items.length, columns, visibleRows * columns)
    const row = Math.floor(next / columns)
    const box = scroller.current
    if (box) {
      if (row * rowHeight < box.scrollTop) box.scrollTop = row * rowHeight
      else if ((row + 1) * rowHeight > box.scrollTop + height) box.scrollTop = (row + 1) * rowHeight - height
      setFirstRow(Math.floor(box.scrollTop / rowHeight))
    }
    focusNext.current = true
    setActive(next)
  }

  const shown: ReactNode[] = []
  for (let index = start; index < end; index++) {
    const item = items[index] as T
    shown.push(
      <Row
        key={itemKey(item, index)}
        item={item}
        index={index}
        setSize={items.length}
        focusable={index === current}
        top={Math.floor(index / columns) * rowHeight}
        column={index % columns}
        columns={columns}
        height={rowHeight}
        renderItem={renderItem}
        onFocus={onItemFocus}
      />,
    )
  }
  return (
    <div
      ref={scroller}
      data-windowed=""
      style={{ height, overflowY: 'auto', overscrollBehavior: 'contain', contain: 'strict' }}
      onScroll={(event) => {
        setFirstRow(Math.floor(event.currentTarget.scrollTop / rowHeight))
        setScrolling(true)
        clearTimeout(rest.current)
        rest.current = setTimeout(() => setScrolling(false), SCROLL_REST_MS)
      }}
    >
      <ul
        aria-label={label}
        onKeyDown={onKeyDown}
        style={{ position: 'relative', height: rows * rowHeight, margin: 0, padding: 0, listStyle: 'none' }}
      >
        <ListScrollingContext.Provider value={scrolling}>{shown}</ListScrollingContext.Provider>
        <li
          ref={sentinel}
          aria-hidden
          role="presentation"
          style={{ position: 'absolute', top: Math.max(0, rows * rowHeight - 1), height: 1, width: 1 }}
        />
      </ul>
    </div>
  )
}
