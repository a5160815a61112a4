// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { WindowedList } from './WindowedList.js'

const items = Array.from({ length: 2_000 }, (_, index) => `Item ${index + 1}`)
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const list = (onEndReached?: () => void) =>
  render(
    <WindowedList
      label="Activity"
      items={items}
      rowHeight={50}
      height={300}
      overscan={2}
      itemKey={(item) => item}
      renderItem={(item) => <span>{item}</span>}
      onEndReached={onEndReached}
    />,
  )

describe('WindowedList', () => {
  it('renders only the rows in view (plus overscan) of 2,000, each with its place in the whole list', () => {
    list()
    const rows = screen.getAllByRole('listitem')
    expect(rows).toHaveLength(8)
    expect(screen.getByRole('list', { name: 'Activity' })).toBeTruthy()
    expect(rows[0]?.getAttribute('aria-setsize')).toBe('2000')
    expect(rows[0]?.getAttribute('aria-posinset')).toBe('1')
    expect(screen.queryByText('Item 500')).toBeNull()
  })

  it('renders the rows scrolled to', () => {
    const { container } = list()
    const scroller = container.querySelector('[data-windowed]') as HTMLDivElement
    act(() => {
      scroller.scrollTop = 25_000
      fireEvent.scroll(scroller)
    })
    expect(screen.getByText('Item 501')).toBeTruthy()
    expect(screen.queryByText('Item 1')).toBeNull()
    expect(screen.getByText('Item 501').parentElement?.getAttribute('aria-posinset')).toBe('501')
  })

  it('renders only the rows that come into view when scrolled by a row, not the ones already shown', () => {
    const renderItem = vi.fn((item: string) => <span>{item}</span>)
    const { container } = render(
      <WindowedList
        label="Activity"
        items={items}
        rowHeight={50}
        height={300}
        overscan={2}
        itemKey={(item) => item}
        renderItem={renderItem}
      />,
    )
    const scroller = container.querySelector('[data-windowed]') as HTMLDivElement
    act(() => {
      scroller.scrollTop = 500
      fireEvent.scroll(scroller)
    })
    renderItem.mockClear()
    act(() => {
      scroller.scrollTop = 550
      fireEvent.scroll(scroller)
    })
    expect(renderItem.mock.calls.map(([item]) => item)).toEqual(['Item 19'])
    expect(screen.getByText('Item 19').parentElement?.getAttribute('aria-posinset')).toBe('19')
  })

  it('moves focus with the arrows and End, one tab stop, scrolling the item into view', () => {
    list()
    const first = screen.getAllByRole('listitem')[0] as HTMLElement
    expect(first.tabIndex).toBe(0)
    first.focus()
    act(() => {
      fireEvent.keyDown(first, { key: 'ArrowDown' })
    })
    expect(document.activeElement?.textContent).toBe('Item 2')
    act(() => {
      fireEvent.keyDown(document.activeElement as HTMLElement, { key: 'End' })
    })
    expect(document.activeElement?.textContent).toBe('Item 2000')
    expect(document.activeElement?.getAttribute('aria-posinset')).toBe('2000')
    expect(screen.getAllByRole('listitem').filter((row) => row.tabIndex === 0)).toHaveLength(1)
  })

  it("activates the focused item's button with Enter or Space", () => {
    const opened: string[] = []
    render(
      <WindowedList
        label="NFTs"
        items={['a', 'b']}
        rowHeight={50}
        height={100}
        itemKey={(item) => item}
        renderItem={(item) => (
          <button type="button" tabIndex={-1} onClick={() => opened.push(item)}>
            {item}
          </button>
        )}
      />,
    )
    const [first, second] = screen.getAllByRole('listitem') as HTMLElement[]
    fireEvent.keyDown(first!, { key: 'Enter' })
    fireEvent.keyDown(second!, { key: ' ' })
    fireEvent.keyDown(second!, { key: 'x' })
    expect(opened).toEqual(['a', 'b'])
  })

  it('asks for more when its end comes into view', () => {
    let notify: ((entries: { isIntersecting: boolean }[]) => void) | undefined
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof notify) {
          notify = callback
        }
        observe() {}
        disconnect() {}
      },
    )
    const onEndReached = vi.fn()
    list(onEndReached)
    notify?.([{ isIntersecting: false }])
    expect(onEndReached).not.toHaveBeenCalled()
    notify?.([{ isIntersecting: true }])
    expect(onEndReached).toHaveBeenCalledTimes(1)
  })
})
