// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { Avatar } from './Avatar.js'

afterEach(cleanup)

const background = (address: string) => {
  const { container, unmount } = render(<Avatar address={address} />)
  const value = (container.firstElementChild as HTMLElement).style.getPropertyValue('--gw-avatar-bg')
  unmount()
  return value
}

const checksummed = '0x52908400098527886E0F7030069857D2E4169EE7'

describe('Avatar', () => {
  it('draws the same gradient for the same address, whatever its hex case', () => {
    const first = background(checksummed)
    expect(first).toMatch(/gradient/)
    expect(background(checksummed)).toBe(first)
    expect(background(checksummed.toLowerCase())).toBe(first)
  })

  it('draws different gradients for different addresses', () => {
    expect(background(checksummed)).not.toBe(background('0x8617E340B3D01FA5F11F306F4090FD50E238070D'))
    const many = new Set(
      Array.from({ length: 60 }, (_, i) => background(`0x${i.toString(16).padStart(40, '0')}`)),
    )
    expect(many.size).toBeGreaterThanOrEqual(58)
  })

  it('is decorative without a label and an image with one', () => {
    const { container, getByRole } = render(<Avatar address={checksummed} label="vitalik.eth" />)
    expect(getByRole('img', { name: 'vitalik.eth' })).toBeTruthy()
    cleanup()
    const plain = render(<Avatar address={checksummed} />)
    expect(plain.container.firstElementChild?.getAttribute('aria-hidden')).toBe('true')
    expect(container.querySelector('img')).toBeNull()
  })
})
