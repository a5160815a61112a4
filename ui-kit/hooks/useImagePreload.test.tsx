// @vitest-environment jsdom
import { act, cleanup, fireEvent, render } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { WindowedList } from '../components/WindowedList.js'
import { useImagePreload } from './useImagePreload.js'

const fetched: string[] = []
class FakeImage {
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  set src(value: string) {
    fetched.push(value)
  }
}

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
  fetched.length = 0
})

function Row({ src }: { readonly src: string }) {
  return <span data-status={useImagePreload(src)}>{src}</span>
}

const icons = Array.from({ length: 500 }, (_, index) => `http://127.0.0.1/hold-${index}.svg`)

describe('useImagePreload in a WindowedList', () => {
  it('fetches the images of the rows in view, none while the list is scrolled, and those in view once it rests 150 ms', () => {
    vi.useFakeTimers()
    vi.stubGlobal('Image', FakeImage)
    const { container } = render(
      <WindowedList
        label="Tokens"
        items={icons}
        rowHeight={60}
        height={360}
        overscan={0}
        itemKey={(icon) => icon}
        renderItem={(icon) => <Row src={icon} />}
      />,
    )
    expect(fetched).toEqual(icons.slice(0, 6))
    const scroller = container.querySelector('[data-windowed]') as HTMLDivElement
    for (let top = 600; top <= 6_000; top += 600) {
      act(() => {
        scroller.scrollTop = top
        fireEvent.scroll(scroller)
      })
      act(() => vi.advanceTimersByTime(100))
    }
    expect(fetched).toEqual(icons.slice(0, 6))
    act(() => vi.advanceTimersByTime(49))
    expect(fetched).toHaveLength(6)
    act(() => vi.advanceTimersByTime(1))
    expect(fetched.slice(6)).toEqual(icons.slice(100, 106))
  })

  it('fetches at once outside a list', () => {
    vi.stubGlobal('Image', FakeImage)
    render(<Row src="http://127.0.0.1/alone.svg" />)
    expect(fetched).toEqual(['http://127.0.0.1/alone.svg'])
  })
})
