// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { Tabs } from './Tabs.js'

afterEach(cleanup)

const items = [
  { id: 'tokens', label: 'Tokens' },
  { id: 'nfts', label: 'NFTs' },
  { id: 'activity', label: 'Activity' },
]

function setup(props: Partial<Parameters<typeof Tabs>[0]> = {}) {
  const onValueChange = vi.fn()
  render(
    <Tabs label="Account" items={items} onValueChange={onValueChange} {...props}>
      {(id) => <p>panel {id}</p>}
    </Tabs>,
  )
  return { onValueChange, tab: (name: string) => screen.getByRole('tab', { name }) }
}

describe('Tabs', () => {
  it('selects the first tab, which is the only tab stop', () => {
    const { tab } = setup()
    expect(screen.getByRole('tablist', { name: 'Account' })).toBeTruthy()
    expect(tab('Tokens').getAttribute('aria-selected')).toBe('true')
    expect(tab('NFTs').getAttribute('aria-selected')).toBe('false')
    expect([tab('Tokens').tabIndex, tab('NFTs').tabIndex, tab('Activity').tabIndex]).toEqual([0, -1, -1])
    const panel = screen.getByRole('tabpanel')
    expect(panel.textContent).toBe('panel tokens')
    expect(panel.getAttribute('aria-labelledby')).toBe(tab('Tokens').id)
  })

  it('arrow keys move focus and selection, wrapping at both ends', () => {
    const { tab, onValueChange } = setup()
    tab('Tokens').focus()
    fireEvent.keyDown(tab('Tokens'), { key: 'ArrowRight' })
    expect(document.activeElement).toBe(tab('NFTs'))
    expect(tab('NFTs').getAttribute('aria-selected')).toBe('true')
    expect(tab('Tokens').getAttribute('aria-selected')).toBe('false')
    expect(tab('NFTs').tabIndex).toBe(0)
    expect(tab('Tokens').tabIndex).toBe(-1)
    expect(screen.getByRole('tabpanel', { name: 'NFTs' }).textContent).toBe('panel nfts')
    expect(onValueChange).toHaveBeenLastCalledWith('nfts')

    fireEvent.keyDown(tab('NFTs'), { key: 'ArrowRight' })
    fireEvent.keyDown(tab('Activity'), { key: 'ArrowRight' })
    expect(document.activeElement).toBe(tab('Tokens'))
    fireEvent.keyDown(tab('Tokens'), { key: 'ArrowLeft' })
    expect(document.activeElement).toBe(tab('Activity'))
    expect(tab('Activity').getAttribute('aria-selected')).toBe('true')
  })

  it('Home and End jump to the first and last tab', () => {
    const { tab } = setup({ defaultValue: 'nfts' })
    tab('NFTs').focus()
    fireEvent.keyDown(tab('NFTs'), { key: 'End' })
    expect(document.activeElement).toBe(tab('Activity'))
    expect(tab('Activity').getAttribute('aria-selected')).toBe('true')
    fireEvent.keyDown(tab('Activity'), { key: 'Home' })
    expect(document.activeElement).toBe(tab('Tokens'))
    expect(tab('Tokens').getAttribute('aria-selected')).toBe('true')
  })

  it('skips disabled tabs and ignores other keys', () => {
    const { tab } = setup({ items: [items[0]!, { ...items[1]!, disabled: true }, items[2]!] })
    tab('Tokens').focus()
    fireEvent.keyDown(tab('Tokens'), { key: 'a' })
    expect(document.activeElement).toBe(tab('Tokens'))
    fireEvent.keyDown(tab('Tokens'), { key: 'ArrowRight' })
    expect(document.activeElement).toBe(tab('Activity'))
    expect(tab('NFTs').getAttribute('aria-selected')).toBe('false')
  })

  it('selects on click', () => {
    const { tab } = setup()
    fireEvent.click(tab('Activity'))
    expect(tab('Activity').getAttribute('aria-selected')).toBe('true')
    expect(screen.getByRole('tabpanel').textContent).toBe('panel activity')
  })

  it('follows the controlled value', () => {
    const { tab, onValueChange } = setup({ value: 'activity' })
    expect(tab('Activity').getAttribute('aria-selected')).toBe('true')
    fireEvent.click(tab('Tokens'))
    expect(onValueChange).toHaveBeenCalledWith('tokens')
    expect(tab('Activity').getAttribute('aria-selected')).toBe('true')
  })
})
