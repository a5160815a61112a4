// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CopyButton } from './CopyButton.js'

const address = '0x1234567890abcdef1234567890abcdef1234abcd'

function stubClipboard(writeText: ((text: string) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, 'clipboard', {
    configurable: true,
    value: writeText ? { writeText } : undefined,
  })
}

function stubExecCommand(impl: (command: string) => boolean) {
  Object.defineProperty(document, 'execCommand', { configurable: true, value: vi.fn(impl) })
  return document.execCommand as unknown as ReturnType<typeof vi.fn>
}

afterEach(() => {
  cleanup()
  vi.useRealTimers()
  stubClipboard(undefined)
})

const click = (element: HTMLElement) => act(async () => fireEvent.click(element))

describe('CopyButton', () => {
  it('copies with the Clipboard API, announces Copied, then resets', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const writeText = vi.fn(async (_: string) => {})
    stubClipboard(writeText)
    const onCopy = vi.fn()
    render(<CopyButton value={address} label="Copy address" onCopy={onCopy} />)
    const status = screen.getByRole('status')
    expect(status.textContent).toBe('')
    await click(screen.getByRole('button', { name: 'Copy address' }))
    expect(writeText).toHaveBeenCalledWith(address)
    expect(status.textContent).toBe('Copied')
    expect(onCopy).toHaveBeenCalledWith(true)
    act(() => vi.advanceTimersByTime(2000))
    expect(status.textContent).toBe('')
  })

  it('falls back to a selected textarea and execCommand, and gives focus back', async () => {
    stubClipboard(undefined)
    let copied: string | undefined
    const execCommand = stubExecCommand((command) => {
      const active = document.activeElement
      copied = active instanceof HTMLTextAreaElement ? active.value : undefined
      return command === 'copy'
    })
    render(<CopyButton value={address}>Copy link</CopyButton>)
    const button = screen.getByRole('button', { name: 'Copy link' })
    button.focus()
    await click(button)
    expect(execCommand).toHaveBeenCalledWith('copy')
    expect(copied).toBe(address)
    expect(document.querySelector('textarea')).toBeNull()
    expect(document.activeElement).toBe(button)
    expect(screen.getByRole('status').textContent).toBe('Copied')
  })

  it('shows the result in a labelled button, then its label again', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    stubClipboard(async () => {})
    render(
      <CopyButton value={address} copiedLabel="Link copied">
        Copy link
      </CopyButton>,
    )
    const button = screen.getByRole('button', { name: 'Copy link' })
    button.focus()
    await click(button)
    expect(button.textContent).toBe('Link copied')
    expect(document.activeElement).toBe(button)
    act(() => vi.advanceTimersByTime(2000))
    expect(button.textContent).toBe('Copy link')
  })

  it('announces a failure when nothing can copy', async () => {
    stubClipboard(async () => {
      throw new Error('denied')
    })
    stubExecCommand(() => false)
    const onCopy = vi.fn()
    render(<CopyButton value={address} onCopy={onCopy} />)
    await click(screen.getByRole('button', { name: 'Copy' }))
    expect(screen.getByRole('status').textContent).toBe('Copy failed')
    expect(onCopy).toHaveBeenCalledWith(false)
  })
})
