import { useCallback, useEffect, useRef, useState } from 'react'
import type { Page } from '../../entries/plugin.js'
import type { PagedList } from './PagedList.js'

export interface PagedListOptions<T> {
  /** The list's identity (account and network); undefined: nothing to load (no address). */
  readonly key: string | undefined
  /** Lists already loaded, by key: shown at once when the tab comes back. */
  readonly cache: Map<string, PagedList<T>>
  readonly fetchPage: (cursor: string | undefined, signal: AbortSignal) => Promise<Page<T>>
  readonly idOf: (item: T) => string
  readonly maxAgeMs: number
  readonly onFailure?: () => void
}

/** A list loaded page by page (cursor), cached per key, refetched from its first page when older than maxAgeMs or on reload(). */
export function usePagedList<T>({ key, cache, fetchPage, idOf, maxAgeMs, onFailure }: PagedListOptions<T>) {
  const [state, setState] = useState(() => (key ? cache.get(key) : undefined))
  const running = useRef<AbortController | undefined>(undefined)
  const latest = useRef({ key, fetchPage, idOf, onFailure })
  latest.current = { key, fetchPage, idOf, onFailure }

  const load = useCallback(
    (reset: boolean) => {
      const { key: current, fetchPage: fetchOne, idOf: id, onFailure: failed } = latest.current
      if (!current) return
      const before = cache.get(current)
      if (!reset && (!before || before.next === null || before.status !== 'ready')) return
      running.current?.abort()
      const controller = new AbortController()
      running.current = controller
      const base = reset || !before ? [] : before.items
      const store = (next: PagedList<T>) => {
        cache.set(current, next)
        if (latest.current.key === current) setState(next)
      }
      store({
        items: before?.items ?? [],
        next: reset ? null : (before?.next ?? null),
        status: 'loading',
        at: before?.at ?? 0,
      })
      fetchOne(reset ? undefined : (before?.next ?? undefined), controller.signal).then(
        (page) => {
          if (controller.signal.aborted) return
          const seen = new Set(base.map(id))
          const fresh = page.data.filter((item) => !seen.has(id(item)))
          store({ items: [...base, ...fresh], next: page.next, status: 'ready', at: Date.now() })
        },
        () => {
          if (controller.signal.aborted) return
          store({ items: [], next: null, status: 'failed', at: Date.now() })
          failed?.()
        },
      )
    },
    [cache],
  )

  useEffect(() => {
    const cached = key ? cache.get(key) : undefined
    setState(cached)
    if (key && (!cached || cached.status === 'loading' || Date.now() - cached.at > maxAgeMs)) load(true)
    return () => running.current?.abort()
  }, [key, cache, maxAgeMs, load])

  return {
    items: state?.items ?? [],
    status: key ? (state?.status ?? 'loading') : 'ready',
    hasMore: state?.next != null,
    loadMore: useCallback(() => load(false), [load]),
    reload: useCallback(() => load(true), [load]),
  }
}
