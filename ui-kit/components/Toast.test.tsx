// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Toast } from './Toast.js'

afterEach(cleanup)

describe('Toast', () => {
  it('uses role alert for errors', () => {
    render(<Toast variant="error" message="Connection declined" />)
    expect(screen.getByRole('alert').textContent).toBe('Connection declined')
    expect(screen.queryByRole('status')).toBeNull()
  })

  it.each(['success', 'loading'] as const)('uses role status for %s', (variant) => {
    render(<Toast variant={variant} message="Address copied" />)
    expect(screen.getByRole('status').textContent).toBe('Address copied')
    expect(screen.queryByRole('alert')).toBeNull()
  })
})
