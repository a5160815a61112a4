// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react'
import { Profiler, useState } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SearchInput } from './SearchInput.js'

afterEach(cleanup)

function Host() {
  const [value, setValue] = useState('zer')
  return (
    <>
      <SearchInput value={value} onValueChange={setValue} />
      <output>{value}</output>
    </>
  )
}

describe('SearchInput', () => {
  it('clear button empties the field and puts focus back in it', () => {
    const onValueChange = vi.fn()
    render(<SearchInput label="Search wallet" onValueChange={onValueChange} />)
    const input = screen.getByRole('searchbox', { name: 'Search wallet' }) as HTMLInputElement
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull()
    fireEvent.change(input, { target: { value: 'meta' } })
    expect(input.value).toBe('meta')
    expect(onValueChange).toHaveBeenLastCalledWith('meta')
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }))
    expect(input.value).toBe('')
    expect(onValueChange).toHaveBeenLastCalledWith('')
    expect(document.activeElement).toBe(input)
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull()
  })

  it('Escape clears a non-empty value without reaching the dialog', () => {
    const onDialogKey = vi.fn()
    render(
      // biome-ignore lint/a11y/noStaticElementInteractions: stands in for the modal's Escape handler
      <div onKeyDown={onDialogKey}>
        <SearchInput defaultValue="rain" />
      </div>,
    )
    const input = screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement
    fireEvent.keyDown(input, { key: 'Escape' })
    expect(input.value).toBe('')
    expect(onDialogKey).not.toHaveBeenCalled()
    fireEvent.keyDown(input, { key: 'Escape' })
    expect(onDialogKey).toHaveBeenCalledTimes(1)
  })

  it('uncontrolled, renders nothing as the visitor types: the field keeps the text, the clear button is shown on the element', () => {
    const onValueChange = vi.fn()
    let renders = 0
    render(
      <Profiler id="search" onRender={() => renders++}>
        <SearchInput onValueChange={onValueChange} />
      </Profiler>,
    )
    const input = screen.getByRole('searchbox') as HTMLInputElement
    const before = renders
    fireEvent.change(input, { target: { value: 'z' } })
    fireEvent.change(input, { target: { value: 'ze' } })
    expect(renders).toBe(before)
    expect(onValueChange.mock.calls).toEqual([['z'], ['ze']])
    expect(screen.getByRole('button', { name: 'Clear search' })).toBeTruthy()
    fireEvent.change(input, { target: { value: '' } })
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull()
    expect(renders).toBe(before)
  })

  it('works controlled', () => {
    render(<Host />)
    fireEvent.click(screen.getByRole('button', { name: 'Clear search' }))
    expect(screen.getByRole('status').textContent).toBe('')
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('')
  })
})
