// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { TruncatedAddress } from './TruncatedAddress.js'

afterEach(cleanup)

const address = '0x1234567890abcdef1234567890abcdef1234abcd'

describe('TruncatedAddress', () => {
  it('shows 0x1234…abcd and keeps the full address in the title and the accessible name', () => {
    render(
      <button type="button">
        <TruncatedAddress address={address} />
      </button>,
    )
    const shown = screen.getByText('0x1234…abcd')
    expect(shown.getAttribute('aria-hidden')).toBe('true')
    expect(screen.getByTitle(address)).toBeTruthy()
    expect(screen.getByRole('button', { name: address })).toBeTruthy()
  })

  it('keeps 4 + 4 characters of other addresses and leaves short ones whole', () => {
    render(<TruncatedAddress address="7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV" />)
    expect(screen.getByText('7EcD…FLtV')).toBeTruthy()
    cleanup()
    render(<TruncatedAddress address="bob.eth" />)
    expect(screen.getAllByText('bob.eth')).toHaveLength(2)
  })
})
