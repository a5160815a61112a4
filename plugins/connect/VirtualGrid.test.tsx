// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { VirtualGrid } from './VirtualGrid.js'

afterEach(cleanup)

const ROW = 100
const names = Array.from({ length: 5000 }, (_, index) => `Wallet ${index}`)

function renderGrid(
  chosen: (name: string) => void = () => {},
  placeholderRows = 0,
  later = new Map<number, boolean>(),
) {
  render(
    <VirtualGrid
      items={names}
      placeholderRows={placeholderRows}
      rowHeight={ROW}
      minTileWidth={72}
      gap={8}
      height={400}
      label="Wallets"
      renderItem={(name, index, tabIndex, deferred) => {
        later.set(index, deferred)
        return (
          <button type="button" tabIndex={tabIndex} onClick={() => chosen(name)}>
            {name}
          </button>
        )
      }}
      renderPlaceholder={() => <span data-testid="skeleton" />}
    />,
  )
  const list = screen.getByRole('list', { name: 'Wallets' })
  const scroller = list.parentElement as HTMLElement
  const tiles = () => within(list).queryAllByRole('listitem')
  const shown = () => tiles().map((tile) => Number(tile.getAttribute('aria-posinset')) - 1)
  const focused = () => Number(document.activeElement?.closest('li')?.getAttribute('aria-posinset')) - 1
  const press = (key: string) => fireEvent.keyDown(document.activeElement as HTMLElement, { key })
  return { list, scroller, tiles, shown, focused, press }
}

describe('VirtualGrid', () => {
  it('renders only a window of tiles for 5,000 items, four a row, and follows the scroll', () => {
    const { list, scroller, tiles, shown } = renderGrid()
    expect(tiles().length).toBeGreaterThan(8)
    expect(tiles().length).toBeLessThanOrEqual(40)
    expect(tiles()[0]?.getAttribute('aria-setsize')).toBe('5000')
    expect(list.style.height).toBe(`${1250 * ROW - 8}px`)
    expect(scroller.dataset.columns).toBe('4')
    scroller.scrollTop = 600 * ROW
    fireEvent.scroll(scroller)
    expect(shown()).toContain(2400)
    expect(shown()).not.toContain(0)
    expect(tiles().length).toBeLessThanOrEqual(40)
    expect(tiles()[0]?.style.top).toBe(`${Math.floor(Math.min(...shown()) / 4) * ROW}px`)
  })

  it('has one tile in the Tab order and moves focus by columns, rows, pages and to the ends', () => {
    const { scroller, focused, press } = renderGrid()
    const tabbable = scroller.querySelectorAll('button[tabindex="0"]')
    expect(tabbable).toHaveLength(1)
    ;(tabbable[0] as HTMLElement).focus()
    expect(focused()).toBe(0)
    press('ArrowRight')
    expect(focused()).toBe(1)
    press('ArrowDown')
    expect(focused()).toBe(5)
    press('ArrowLeft')
    expect(focused()).toBe(4)
    press('ArrowUp')
    expect(focused()).toBe(0)
    press('ArrowUp')
    expect(focused()).toBe(0)
    press('PageDown')
    expect(focused()).toBe(16)
    press('PageUp')
    expect(focused()).toBe(0)
    press('End')
    expect(focused()).toBe(4999)
    expect(scroller.scrollTop).toBeGreaterThan(1240 * ROW)
    expect(scroller.querySelectorAll('button[tabindex="0"]')).toHaveLength(1)
    press('Home')
    expect(focused()).toBe(0)
    expect(scroller.scrollTop).toBe(0)
  })

  it('scrolls the focused tile into view when it moves below the visible rows', () => {
    const { scroller, focused, press } = renderGrid()
    ;(scroller.querySelector('button[tabindex="0"]') as HTMLElement).focus()
    for (let step = 0; step < 12; step++) press('ArrowDown')
    expect(focused()).toBe(48)
    expect(scroller.scrollTop).toBe(13 * ROW + 4 - 400)
  })

  it('chooses the focused tile with Enter', () => {
    const chosen = vi.fn()
    const { scroller, press } = renderGrid(chosen)
    ;(scroller.querySelector('button[tabindex="0"]') as HTMLElement).focus()
    press('ArrowRight')
    press('Enter')
    expect(chosen).toHaveBeenCalledWith('Wallet 1')
  })

  it('leaves heavy work for later before the first frame, beyond the visible rows and while it scrolls fast', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'Date'] })
    try {
      const later = new Map<number, boolean>()
      const { scroller, tiles } = renderGrid(undefined, 0, later)
      const rendered = () => tiles().length
      expect(rendered()).toBe(16)
      expect(later.get(0)).toBe(true)
      await act(() => vi.advanceTimersByTimeAsync(50))
      expect(rendered()).toBe(20)
      expect([later.get(0), later.get(15), later.get(16)]).toEqual([false, false, true])
      const scrollTo = (top: number, afterMs: number) => {
        act(() => vi.advanceTimersByTime(afterMs))
        scroller.scrollTop = top
        fireEvent.scroll(scroller)
      }
      for (let step = 1; step <= 5; step++) scrollTo(step * 50, 16)
      expect(later.get(12)).toBe(true)
      await act(() => vi.advanceTimersByTimeAsync(200))
      expect([later.get(4), later.get(8), later.get(27), later.get(28)]).toEqual([true, false, false, true])
      scrollTo(280, 100)
      scrollTo(310, 100)
      expect(later.get(12)).toBe(false)
    } finally {
      vi.useRealTimers()
    }
  })

  it('fills the last row and one more with skeleton tiles while a page loads', () => {
    const { scroller } = renderGrid(() => {}, 1)
    scroller.scrollTop = 1250 * ROW
    fireEvent.scroll(scroller)
    expect(screen.getAllByTestId('skeleton')).toHaveLength(4)
  })

  it('fills the tiles it has with a new list instead of making new ones', () => {
    const grid = (items: readonly string[]) => (
      <VirtualGrid
        items={items}
        rowHeight={ROW}
        minTileWidth={72}
        gap={8}
        height={400}
        label="Wallets"
        renderItem={(name) => <button type="button">{name}</button>}
      />
    )
    const { rerender } = render(grid(names))
    const before = within(screen.getByRole('list')).getAllByRole('listitem')
    rerender(grid(names.slice(100)))
    const after = within(screen.getByRole('list')).getAllByRole('listitem')
    expect(after[0]?.textContent).toBe('Wallet 100')
    expect(after.length).toBe(before.length)
    expect(after.every((tile, index) => tile === before[index])).toBe(true)
  })

  it('lets go of the focus when the focused tile scrolls out of the window and its element shows another', () => {
    const { scroller, tiles } = renderGrid()
    const first = within(tiles()[0] as HTMLElement).getByRole('button')
    first.focus()
    expect(document.activeElement).toBe(first)
    scroller.scrollTop = 40 * ROW
    fireEvent.scroll(scroller)
    expect(document.activeElement?.textContent).not.toBe('Wallet 4')
    expect(document.activeElement?.closest('li')).toBeNull()
  })
})
