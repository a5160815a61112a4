import {
  type FocusEvent,
  type KeyboardEvent,
  memo,
  type ReactNode,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react'
import { gridStep } from './gridStep.js'

export interface VirtualGridProps<T> {
  readonly items: readonly T[]
  /** Rows of skeleton tiles after the items (the last row filled first), e.g. while a page loads. */
  readonly placeholderRows?: number
  /** Height of every row in px, gap included. */
  readonly rowHeight: number
  /** Narrowest tile in px: the grid has as many columns as fit, 3 or 4 (4 until it is measured). */
  readonly minTileWidth: number
  readonly gap: number
  /** Height of the scrolling area in px, used until the element can be measured. */
  readonly height: number
  /** Rows rendered beyond each edge of the visible ones, from the second frame on (the first renders only the visible rows). */
  readonly overscan?: number
  readonly label: string
  /**
   * `tabIndex` is 0 for the one tile that Tab reaches (roving tabindex), -1 for the others. `later` is true for
   * a tile rendered beyond the visible rows, and for every tile until the first frame is painted and while
   * the grid scrolls fast: a tile then leaves its heavy work (e.g. loading an image) for later.
   */
  readonly renderItem: (item: T, index: number, tabIndex: number, later: boolean) => ReactNode
  /**
   * Called while rendering, before `renderItem`, with the items rendered now that are not `later` (those that
   * do their heavy work now), e.g. to ask for their images in one request. May be called more than once for
   * the same items (React may render again): it must give the same answer.
   */
  readonly prepareItems?: (items: readonly T[]) => void
  readonly renderPlaceholder?: () => ReactNode
  /** Called with the rendered item index range [start, end) whenever it changes. */
  readonly onRangeChange?: (start: number, end: number) => void
  /** Scrolls back to the top whenever it changes (e.g. a new search). */
  readonly resetKey?: string
}

const INSET = 4
/** Faster than this (px per ms) the grid is moving: ~8 rows of tiles a second. */
const FAST_SCROLL = 1
/** The grid is still again this long after the last fast scroll. */
const SETTLE_MS = 150

const columnsFor = (width: number, minTileWidth: number, gap: number) =>
  width > 0 ? Math.min(4, Math.max(3, Math.floor((width + gap) / (minTileWidth + gap)))) : 4

/**
 * A windowed grid of tiles with a fixed row height: only the visible rows and a few more are in the DOM.
 * Arrow keys move between tiles, PageUp/PageDown by a screenful, Home/End to the ends, Enter chooses.
 */
export const VirtualGrid = memo(function VirtualGrid<T>({
  items,
  placeholderRows = 0,
  rowHeight,
  minTileWidth,
  gap,
  height,
  overscan = 1,
  label,
  renderItem,
  prepareItems,
  renderPlaceholder,
  onRangeChange,
  resetKey,
}: VirtualGridProps<T>) {
  const scroller = useRef<HTMLDivElement>(null)
  const focusIndex = useRef<number | undefined>(undefined)
  const focusedAt = useRef<number | undefined>(undefined)
  const [firstRow, setFirstRow] = useState(0)
  const [lastRow, setLastRow] = useState(() => Math.floor((height - 1) / rowHeight))
  const [active, setActive] = useState(0)
  const [box, setBox] = useState({ width: 0, height })
  const [moving, setMoving] = useState(true)
  const [painted, setPainted] = useState(false)
  const lastScroll = useRef<{ readonly top: number; readonly time: number }>(undefined)
  const settle = useRef<ReturnType<typeof setTimeout>>(undefined)

  useEffect(() => {
    const still = () => {
      settle.current = setTimeout(() => {
        setMoving(false)
        setPainted(true)
      })
    }
    const frame = typeof requestAnimationFrame === 'function' ? requestAnimationFrame(still) : still()
    return () => {
      if (frame !== undefined) cancelAnimationFrame(frame)
      clearTimeout(settle.current)
    }
  }, [])

  useEffect(() => {
    const element = scroller.current
    if (!element || typeof ResizeObserver === 'undefined') return
    const observer = new ResizeObserver(() => {
      const shown = element.clientHeight || height
      setBox({ width: element.clientWidth - 2 * INSET, height: shown })
      setLastRow(Math.floor((element.scrollTop + shown - 1) / rowHeight))
    })
    observer.observe(element)
    return () => observer.disconnect()
  }, [height, rowHeight])

  const columns = columnsFor(box.width, minTileWidth, gap)
  const placeholders =
    placeholderRows > 0 ? ((columns - (items.length % columns)) % columns) + placeholderRows * columns : 0
  const total = items.length + placeholders
  const rowCount = Math.ceil(total / columns)
  const over = painted ? overscan : 0
  const shownRow = Math.max(firstRow, lastRow)
  const startRow = Math.min(Math.max(0, firstRow - over), Math.max(0, rowCount - 1))
  const endRow = Math.min(rowCount, shownRow + 1 + over)
  const start = startRow * columns
  const end = Math.min(total, endRow * columns)
  const itemEnd = Math.min(end, items.length)
  const tabbable = active >= start && active < itemEnd ? active : start
  const shownStart = firstRow * columns
  const shownEnd = (shownRow + 1) * columns
  // Tiles are keyed by their slot in a ring as large as the window: a new search, or a row scrolled into
  // view, fills the elements that are there instead of replacing them.
  const slots = (Math.ceil(box.height / rowHeight) + 1 + 2 * overscan) * columns

  useEffect(() => {
    onRangeChange?.(start, itemEnd)
  }, [start, itemEnd, onRangeChange])

  const focusableTile = (index: number) =>
    scroller.current
      ?.querySelector<HTMLElement>(`[data-index="${index}"]`)
      ?.querySelector<HTMLElement>('button, [href], [tabindex]')

  useLayoutEffect(() => {
    const index = focusIndex.current
    const target = index === undefined ? undefined : focusableTile(index)
    if (!target) return
    focusIndex.current = undefined
    target.focus()
  })

  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey is the trigger of this effect, not an input
  useLayoutEffect(() => {
    if (scroller.current && lastScroll.current?.top) scroller.current.scrollTop = 0
    setFirstRow(0)
    setLastRow(Math.floor((box.height - 1) / rowHeight))
    setActive(0)
  }, [resetKey])

  const scrollTo = (top: number) => {
    const element = scroller.current
    if (!element) return
    element.scrollTop = top
    setFirstRow(Math.floor(top / rowHeight))
    setLastRow(Math.floor((top + box.height - 1) / rowHeight))
  }

  const onScroll = (top: number, time: number) => {
    const last = lastScroll.current
    lastScroll.current = { top, time }
    setFirstRow(Math.floor(top / rowHeight))
    setLastRow(Math.floor((top + box.height - 1) / rowHeight))
    if (!last || Math.abs(top - last.top) <= FAST_SCROLL * Math.max(1, time - last.time)) return
    setMoving(true)
    clearTimeout(settle.current)
    settle.current = setTimeout(() => setMoving(false), SETTLE_MS)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const tile = (event.target as HTMLElement).closest<HTMLElement>('[data-index]')
    const element = scroller.current
    if (!tile || !element || items.length === 0 || event.altKey || event.ctrlKey || event.metaKey) return
    if (event.key === 'Enter') {
      event.preventDefault()
      ;(event.target as HTMLElement).click()
      return
    }
    const shown = element.clientHeight || box.height
    const index = gridStep(
      event.key,
      Number(tile.dataset.index),
      items.length,
      columns,
      Math.floor(shown / rowHeight),
    )
    if (index === undefined) return
    event.preventDefault()
    setActive(index)
    const top = Math.floor(index / columns) * rowHeight
    if (top < element.scrollTop) scrollTo(top)
    else if (top + rowHeight + INSET > element.scrollTop + shown) scrollTo(top + rowHeight + INSET - shown)
    const target = focusableTile(index)
    if (target) target.focus()
    else focusIndex.current = index
  }

  const onFocus = (event: FocusEvent<HTMLDivElement>) => {
    const index = Number((event.target as HTMLElement).closest<HTMLElement>('[data-index]')?.dataset.index)
    focusedAt.current = Number.isInteger(index) ? index : undefined
    if (Number.isInteger(index) && index !== active) setActive(index)
  }

  // A focused tile whose slot now shows another item (it was scrolled out of the window) lets go of the focus.
  useLayoutEffect(() => {
    const element = scroller.current
    const at = focusedAt.current
    if (!element || at === undefined) return
    const focused = (element.getRootNode() as Document | ShadowRoot).activeElement as HTMLElement | null
    if (!focused || !element.contains(focused)) focusedAt.current = undefined
    else if (Number(focused.closest<HTMLElement>('[data-index]')?.dataset.index) !== at) {
      focusedAt.current = undefined
      focused.blur()
    }
  })

  if (prepareItems && !moving) {
    const now = items.slice(Math.max(start, shownStart), Math.min(itemEnd, shownEnd))
    if (now.length > 0) prepareItems(now)
  }
  const tiles: ReactNode[] = []
  for (let index = start; index < end; index++) {
    const item = items[index]
    const placeholder = index >= items.length
    const column = index % columns
    tiles.push(
      <li
        key={index % slots}
        {...(placeholder
          ? { 'aria-hidden': true, 'data-placeholder': '' }
          : { 'aria-setsize': items.length, 'aria-posinset': index + 1, 'data-index': index })}
        style={{
          position: 'absolute',
          top: Math.floor(index / columns) * rowHeight,
          left: `calc(${column} * (100% + ${gap}px) / ${columns})`,
          width: `calc((100% - ${(columns - 1) * gap}px) / ${columns})`,
          height: rowHeight - gap,
          contain: 'size layout style',
        }}
      >
        {placeholder
          ? renderPlaceholder?.()
          : renderItem(
              item as T,
              index,
              index === tabbable ? 0 : -1,
              moving || index < shownStart || index >= shownEnd,
            )}
      </li>,
    )
  }

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: arrow keys move focus between the tiles inside
    <div
      ref={scroller}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onScroll={(event) => onScroll(event.currentTarget.scrollTop, event.timeStamp)}
      data-columns={columns}
      style={{
        height,
        boxSizing: 'border-box',
        padding: INSET,
        overflowY: 'auto',
        overflowX: 'hidden',
        overscrollBehavior: 'contain',
      }}
    >
      <ul
        aria-label={label}
        style={{
          position: 'relative',
          contain: 'layout style',
          height: Math.max(0, rowCount * rowHeight - gap),
          margin: 0,
          padding: 0,
          listStyle: 'none',
        }}
      >
        {tiles}
      </ul>
    </div>
  )
}) as <T>(props: VirtualGridProps<T>) => ReactNode
