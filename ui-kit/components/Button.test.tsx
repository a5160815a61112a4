// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Button } from './Button.js'

afterEach(cleanup)

describe('Button', () => {
  it('runs onClick when idle', () => {
    const onClick = vi.fn()
    render(<Button onClick={onClick}>Connect</Button>)
    const button = screen.getByRole('button', { name: 'Connect' })
    expect(button.getAttribute('aria-busy')).toBeNull()
    expect(button.getAttribute('type')).toBe('button')
    fireEvent.click(button)
    expect(onClick).toHaveBeenCalledTimes(1)
  })

  it('while loading is busy and disabled for clicks but keeps focus', () => {
    const onClick = vi.fn()
    const { rerender } = render(<Button onClick={onClick}>Connect</Button>)
    const button = screen.getByRole('button', { name: 'Connect' })
    button.focus()
    rerender(
      <Button onClick={onClick} loading>
        Connect
      </Button>,
    )
    expect(button.getAttribute('aria-busy')).toBe('true')
    expect(button.getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(button)
    expect(onClick).not.toHaveBeenCalled()
    expect(document.activeElement).toBe(button)
    expect(button.querySelector('.gw-spinner')).not.toBeNull()
  })
})
