// @vitest-environment jsdom
import { act, cleanup, render } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { NetworkImage } from './NetworkImage.js'
import { WalletImage } from './WalletImage.js'

class FakeImage {
  static made: FakeImage[] = []
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  src = ''
  constructor() {
    FakeImage.made.push(this)
  }
}

let n = 0
const uniqueSrc = () => `https://img.test/wallet-${++n}.png`

beforeEach(() => {
  FakeImage.made = []
  vi.stubGlobal('Image', FakeImage)
  vi.useFakeTimers()
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const frame = (container: HTMLElement) => container.firstElementChild as HTMLElement

describe('WalletImage', () => {
  it('shows a placeholder while loading, and the fallback once 2000 ms pass', () => {
    const src = uniqueSrc()
    const { container } = render(<WalletImage src={src} alt="MetaMask" />)
    expect(FakeImage.made[0]?.src).toBe(src)
    expect(container.querySelector('img')).toBeNull()
    expect(frame(container).dataset.status).toBe('loading')
    expect(container.querySelector('.gw-skel')).not.toBeNull()

    act(() => vi.advanceTimersByTime(1999))
    expect(frame(container).dataset.status).toBe('loading')

    act(() => vi.advanceTimersByTime(1))
    expect(frame(container).dataset.status).toBe('error')
    expect(container.querySelector('.gw-skel')).toBeNull()
    expect(container.querySelector('img')).toBeNull()
    expect(container.querySelector('svg')).not.toBeNull()
    expect(frame(container).getAttribute('aria-label')).toBe('MetaMask')
  })

  it('shows the image once it loads within the timeout', () => {
    const src = uniqueSrc()
    const { container } = render(<WalletImage src={src} />)
    act(() => FakeImage.made[0]!.onload!())
    expect(container.querySelector('img')?.getAttribute('src')).toBe(src)
    act(() => vi.advanceTimersByTime(5000))
    expect(container.querySelector('img')?.getAttribute('src')).toBe(src)
  })

  it('shows the fallback at once when the image fails, or when there is no src', () => {
    const { container } = render(<WalletImage src={uniqueSrc()} />)
    act(() => FakeImage.made[0]!.onerror!())
    expect(frame(container).dataset.status).toBe('error')
    cleanup()
    const none = render(<NetworkImage />)
    expect(frame(none.container).dataset.status).toBe('error')
    expect(FakeImage.made).toHaveLength(1)
  })

  it('still shows an image that arrives after the timeout', () => {
    const { container } = render(<WalletImage src={uniqueSrc()} />)
    act(() => vi.advanceTimersByTime(2000))
    expect(container.querySelector('img')).toBeNull()
    act(() => FakeImage.made[0]!.onload!())
    expect(container.querySelector('img')).not.toBeNull()
  })

  it('restarts the placeholder when src changes, and remembers loaded images', () => {
    const first = uniqueSrc()
    const second = uniqueSrc()
    const { container, rerender } = render(<WalletImage src={first} />)
    act(() => FakeImage.made[0]!.onload!())
    rerender(<WalletImage src={second} />)
    expect(frame(container).dataset.status).toBe('loading')
    rerender(<WalletImage src={first} />)
    expect(container.querySelector('img')?.getAttribute('src')).toBe(first)
    expect(FakeImage.made).toHaveLength(2)
  })
})
