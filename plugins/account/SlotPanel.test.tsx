// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { GangwayContext } from '../../core/react/index.js'
import type { Gangway, SlotEntry } from '../../entries/plugin.js'
import { testTranslator } from '../../tests/fixtures/testTranslator.js'
import { preloadPanel } from './preloadPanel.js'
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

  it('stands in for a loading panel with the skeleton rows its entry asks for (at most 12), a spinner when it gives no count', async () => {
    const never = () => new Promise<never>(() => {})
    const shown = (skeletonRows: unknown) => {
      cleanup()
      show({ slot: 'account.tabs', id: 'x', label: 'X', load: never, skeletonRows: skeletonRows as number })
      const status = screen.getByRole('status')
      expect(status.textContent).toBe('Loading')
      return status.classList.contains('gw-spinner')
        ? 'spinner'
        : status.querySelectorAll('.gw-skel-row').length
    }
    const results = [
      3,
      () => 2,
      40,
      0,
      2.5,
      '3',
      () => {
        throw new Error('no rows')
      },
    ].map(shown)
    expect(results).toEqual([3, 2, 12, 'spinner', 'spinner', 'spinner', 'spinner'])
  })

  it('shows a panel loaded ahead in its first render, without a spinner', async () => {
    const load = vi.fn(async () => ({ default: () => <p>activity panel</p> }))
    await preloadPanel(load).promise
    show({ slot: 'account.tabs', id: 'activity', label: 'Activity', load })
    expect(screen.getByText('activity panel')).toBeTruthy()
    expect(screen.queryByText('Loading')).toBeNull()
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('asks for a panel again after its load failed', async () => {
    let fail = true
    const load = vi.fn(async () => {
      if (fail) throw new Error('chunk failed to load')
      return { default: () => <p>nfts panel</p> }
    })
    await preloadPanel(load).promise.catch(() => undefined)
    fail = false
    show({ slot: 'account.tabs', id: 'nfts', label: 'NFTs', load })
    await screen.findByText('nfts panel')
    expect(load).toHaveBeenCalledTimes(2)
  })
})
