// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Checkbox } from './Checkbox.js'

afterEach(cleanup)

const label = (
  <>
    I agree to the <a href="#terms">Terms</a>
  </>
)

describe('Checkbox', () => {
  it('is a focusable checkbox named by its label that Space toggles', () => {
    const onCheckedChange = vi.fn()
    render(<Checkbox label={label} onCheckedChange={onCheckedChange} />)
    const box = screen.getByRole('checkbox', { name: 'I agree to the Terms' })
    expect(box.tabIndex).toBe(0)
    expect(box.getAttribute('aria-checked')).toBe('false')
    fireEvent.keyDown(box, { key: ' ' })
    expect(box.getAttribute('aria-checked')).toBe('true')
    expect(onCheckedChange).toHaveBeenLastCalledWith(true)
    fireEvent.keyDown(box, { key: ' ' })
    expect(box.getAttribute('aria-checked')).toBe('false')
    fireEvent.keyDown(box, { key: 'Enter' })
    expect(box.getAttribute('aria-checked')).toBe('false')
  })

  it('toggles on a click on the box or the label, not on a link in the label', () => {
    render(<Checkbox label={label} />)
    const box = screen.getByRole('checkbox')
    fireEvent.click(box)
    expect(box.getAttribute('aria-checked')).toBe('true')
    fireEvent.click(screen.getByText(/I agree/))
    expect(box.getAttribute('aria-checked')).toBe('false')
    fireEvent.click(screen.getByRole('link', { name: 'Terms' }))
    expect(box.getAttribute('aria-checked')).toBe('false')
  })

  it('does not toggle when disabled and follows a controlled value', () => {
    const onCheckedChange = vi.fn()
    const { rerender } = render(<Checkbox label="Remember" disabled onCheckedChange={onCheckedChange} />)
    const box = screen.getByRole('checkbox', { name: 'Remember' })
    fireEvent.keyDown(box, { key: ' ' })
    expect(box.getAttribute('aria-checked')).toBe('false')
    expect(box.tabIndex).toBe(-1)
    expect(onCheckedChange).not.toHaveBeenCalled()
    rerender(<Checkbox label="Remember" checked onCheckedChange={onCheckedChange} />)
    fireEvent.keyDown(box, { key: ' ' })
    expect(onCheckedChange).toHaveBeenCalledWith(false)
    expect(box.getAttribute('aria-checked')).toBe('true')
  })
})
