// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { GangwayContext } from '../../core/react/index.js'
import type { Gangway, SlotEntry } from '../../entries/plugin.js'
import { testTranslator } from '../../tests/fixtures/testTranslator.js'
import { SlotPanel } from './SlotPanel.js'

afterEach(cleanup)

const show = (entry: SlotEntry) =>
  render(
    <GangwayContext.Provider value={{ gangway: {} as Gangway, t: testTranslator }}>
      <SlotPanel entry={entry} />
    </GangwayContext.Provider>,
  )

describe('SlotPanel', () => {
  it('shows a spinner while the panel loads the first time, and the panel at once when it is chosen again', async () => {
    const load = vi.fn(async () => ({ default: () => <p>tokens panel</p> }))
    const entry: SlotEntry = { slot: 'account.tabs', id: 'tokens', label: 'Tokens', load }
    show(entry)
    expect(screen.getByText('Loading')).toBeTruthy()
    await screen.findByText('tokens panel')
    cleanup()
    show(entry)
    expect(screen.getByText('tokens panel')).toBeTruthy()
    expect(screen.queryByText('Loading')).toBeNull()
    expect(load).toHaveBeenCalledTimes(1)
  })
})
