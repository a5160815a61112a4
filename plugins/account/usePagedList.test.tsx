// @vitest-environment jsdom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Page } from '../../entries/plugin.js'
import { type ApiServer, startApiServer } from '../../tests/fixtures/startApiServer.js'
import type { PagedList } from './PagedList.js'
import { usePagedList } from './usePagedList.js'

interface Row {
  readonly id: string
}

let api: ApiServer
beforeAll(async () => {
  api = await startApiServer()
})
afterAll(() => api.close())
beforeEach(() => {
  api.requests.length = 0
})
afterEach(cleanup)

/** Pages of `/list/{key}` from the local server, the cursor in the query. */
const fetchPage =
  (key: string) =>
  async (cursor: string | undefined, signal: AbortSignal): Promise<Page<Row>> => {
    const url = new URL(`/list/${key}`, api.url)
    if (cursor) url.searchParams.set('cursor', cursor)
    const response = await fetch(url, { signal })
    if (!response.ok) throw new Error(`status ${response.status}`)
    return (await response.json()) as Page<Row>
  }
const rows = (...ids: string[]) => ids.map((id) => ({ id }))
const asked = () => api.requests.map((url) => `${url.pathname}${url.search}`)

function usePaged(
  key: string | undefined,
  cache: Map<string, PagedList<Row>>,
  maxAgeMs = 30_000,
  onFailure = () => {},
) {
  return usePagedList<Row>({
    key,
    cache,
    fetchPage: fetchPage(key ?? 'none'),
    idOf: (row) => row.id,
    maxAgeMs,
    onFailure,
  })
}

describe('usePagedList', () => {
  it('loads the first page, then each next one by its cursor, leaving out rows it already has, and stops at the last', async () => {
    api.answer = (url) =>
      url.searchParams.get('cursor') === 'c2'
        ? { json: { data: rows('b', 'c'), next: null } }
        : { json: { data: rows('a', 'b'), next: 'c2' } }
    const cache = new Map<string, PagedList<Row>>()
    const { result } = renderHook(() => usePaged('k1', cache))
    expect(result.current.status).toBe('loading')
    await waitFor(() => expect(result.current.status).toBe('ready'))
    expect(result.current.items).toEqual(rows('a', 'b'))
    expect(result.current.hasMore).toBe(true)
    act(() => result.current.loadMore())
    await waitFor(() => expect(result.current.items).toEqual(rows('a', 'b', 'c')))
    expect(result.current.hasMore).toBe(false)
    act(() => result.current.loadMore())
    expect(asked()).toEqual(['/list/k1', '/list/k1?cursor=c2'])
  })

  it('shows a cached list at once, asks again only when it is older than maxAgeMs, keeping the rows in view meanwhile', async () => {
    api.answer = () => ({ json: { data: rows('a'), next: null } })
    const cache = new Map<string, PagedList<Row>>()
    const first = renderHook(() => usePaged('k2', cache))
    await waitFor(() => expect(first.result.current.status).toBe('ready'))
    first.unmount()
    const again = renderHook(() => usePaged('k2', cache))
    expect(again.result.current).toMatchObject({ status: 'ready', items: rows('a') })
    again.unmount()
    expect(asked()).toEqual(['/list/k2'])
    api.answer = () => ({ json: { data: rows('new', 'a'), next: null } })
    const stale = renderHook(() => usePaged('k2', cache, 0))
    expect(stale.result.current.items).toEqual(rows('a'))
    await waitFor(() => expect(stale.result.current.items).toEqual(rows('new', 'a')))
    expect(asked()).toEqual(['/list/k2', '/list/k2'])
  })

  it('reload() asks the first page again', async () => {
    api.answer = () => ({ json: { data: rows('a'), next: 'c2' } })
    const cache = new Map<string, PagedList<Row>>()
    const { result } = renderHook(() => usePaged('k3', cache))
    await waitFor(() => expect(result.current.status).toBe('ready'))
    api.answer = () => ({ json: { data: rows('z', 'a'), next: null } })
    act(() => result.current.reload())
    await waitFor(() => expect(result.current.items).toEqual(rows('z', 'a')))
    expect(asked()).toEqual(['/list/k3', '/list/k3'])
  })

  it('empties the list, says failed and calls onFailure when a page fails', async () => {
    api.answer = () => ({ status: 500, json: { error: 'down' } })
    const onFailure = vi.fn()
    const cache = new Map<string, PagedList<Row>>()
    const { result } = renderHook(() => usePaged('k4', cache, 30_000, onFailure))
    await waitFor(() => expect(result.current.status).toBe('failed'))
    expect(result.current.items).toEqual([])
    expect(onFailure).toHaveBeenCalledTimes(1)
  })

  it('asks nothing without a key', async () => {
    const cache = new Map<string, PagedList<Row>>()
    const { result } = renderHook(() => usePaged(undefined, cache))
    expect(result.current).toMatchObject({ status: 'ready', items: [], hasMore: false })
    act(() => result.current.reload())
    expect(asked()).toEqual([])
  })

  it("drops a late answer for a key no longer shown (another account or network) and shows the new key's", async () => {
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    api.answer = async (url) => {
      if (url.pathname === '/list/old') await held
      return { json: { data: rows(url.pathname.slice(6)), next: null } }
    }
    let oldAnswered: Promise<unknown> = Promise.resolve()
    // A page source that ignores the abort, as a slow one may: the answer for 'old' still arrives.
    const lateFetch = (key: string) => (cursor: string | undefined) => {
      const page = fetchPage(key)(cursor, new AbortController().signal)
      if (key === 'old') oldAnswered = page
      return page
    }
    const cache = new Map<string, PagedList<Row>>()
    const { result, rerender } = renderHook(
      ({ key }) =>
        usePagedList<Row>({ key, cache, fetchPage: lateFetch(key), idOf: (row) => row.id, maxAgeMs: 30_000 }),
      { initialProps: { key: 'old' } },
    )
    await waitFor(() => expect(asked()).toEqual(['/list/old']))
    rerender({ key: 'new' })
    await waitFor(() => expect(result.current.items).toEqual(rows('new')))
    release()
    await act(async () => {
      await oldAnswered
    })
    expect(result.current.items).toEqual(rows('new'))
    expect(cache.get('old')?.items).toEqual([])
  })
})
