import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import type { HttpClient, WalletEntry } from '../../entries/plugin.js'
import { fetchWallets } from './fetchWallets.js'
import { searchName } from './searchName.js'
import type { WalletPage } from './WalletPage.js'
import { walletList } from './walletList.js'

export interface WalletDirectory {
  readonly wallets: readonly WalletEntry[]
  readonly count: number | undefined
  /** 'loading' is the first page, 'more' a further one. */
  readonly status: 'loading' | 'more' | 'idle' | 'error'
  readonly error: unknown
  readonly hasMore: boolean
  loadMore(): void
  retry(): void
  /**
   * A search is about to be shown: asks the directory at once and calls `then` when it has answered, or
   * `ANSWER_WAIT_MS` later, whichever is first. Shown then, a quick answer is the search's first render
   * (one render and one frame, no list of loaded matches replaced a moment later); a slow one still has
   * the loaded matches shown first.
   */
  ask(search: string, then: () => void): void
}

/** How long a search's first render waits for the directory's answer before it shows the loaded matches. */
export const ANSWER_WAIT_MS = 100

interface Asked {
  readonly search: string
  readonly chains: string
  readonly request: Promise<WalletPage>
  readonly controller: AbortController
  value?: WalletPage
}

interface Loaded {
  readonly search: string
  readonly chains: string
  readonly wallets: readonly WalletEntry[]
  readonly count: number | undefined
  readonly page: number
  readonly status: WalletDirectory['status']
  readonly error: unknown
  readonly exhausted: boolean
}

const empty = (search: string, chains: string, wallets: readonly WalletEntry[] = []): Loaded => ({
  search,
  chains,
  wallets,
  count: undefined,
  page: 0,
  status: 'loading',
  error: undefined,
  exhausted: false,
})

const withPage = (
  previous: Loaded,
  result: WalletPage,
  page: number,
  search: string,
  chains: string,
): Loaded => {
  const known = new Set(page === 1 ? [] : previous.wallets.map((wallet) => wallet.id))
  const fresh = result.data.filter((wallet) => !known.has(wallet.id) && known.add(wallet.id))
  const wallets = page === 1 ? fresh : [...previous.wallets, ...fresh]
  return {
    search,
    chains,
    wallets,
    count: result.count,
    page,
    status: 'idle',
    error: undefined,
    exhausted: fresh.length === 0 || wallets.length >= result.count,
  }
}

const askedFor = (asked: Asked | undefined, search: string, chains: string) =>
  asked?.search === search && asked.chains === chains ? asked : undefined

/**
 * Directory pages for a trimmed, debounced search (40, or 100 when searching); a new search aborts the old,
 * late answers are ignored. A search shows the loaded wallets that match at once, until the directory
 * answers; clearing it shows the pages loaded before again without asking. `firstPage` serves the first
 * page without search (e.g. requested when the modal opened): shown in the first render once it is there;
 * `onFirstPage` hears of that page (not of a search answer).
 */
export function useWalletDirectory(options: {
  readonly client: HttpClient
  readonly search: string
  readonly chains: readonly string[] | undefined
  readonly firstPage?: () => Promise<WalletPage> & { readonly value?: WalletPage }
  readonly onFirstPage?: (wallets: readonly WalletEntry[]) => void
}): WalletDirectory {
  const { client, search } = options
  const chainsKey = options.chains?.join(',') ?? ''
  const [state, setState] = useState<Loaded>(() => {
    const ready = search ? undefined : options.firstPage?.().value
    return ready ? withPage(empty(search, chainsKey), ready, 1, search, chainsKey) : empty(search, chainsKey)
  })
  const seeded = useRef(state.page === 1)
  const generation = useRef(0)
  const inFlight = useRef(false)
  const abort = useRef<AbortController>(undefined)
  const browse = useRef<Loaded>(undefined)
  const onFirstPage = useRef(options.onFirstPage)
  onFirstPage.current = options.onFirstPage
  const firstPage = useRef(options.firstPage)
  firstPage.current = options.firstPage
  const asked = useRef<Asked>(undefined)

  if (state.search === '' && state.page > 0) browse.current = state

  const load = useCallback(
    (page: number) => {
      const current = generation.current
      const signal = abort.current?.signal
      inFlight.current = true
      setState((previous) => ({ ...previous, status: page === 1 ? 'loading' : 'more', error: undefined }))
      const entries = search ? walletList.searchSize : walletList.pageSize
      const chains = chainsKey ? chainsKey.split(',') : undefined
      // The search's answer asked for ahead of its first render is taken once (a retry asks again); it ends with this list.
      const early = page === 1 && search ? askedFor(asked.current, search, chainsKey) : undefined
      if (early) {
        asked.current = undefined
        signal?.addEventListener('abort', () => early.controller.abort(), { once: true })
      }
      const request = early
        ? early.request
        : page === 1 && !search && firstPage.current
          ? firstPage.current()
          : fetchWallets(client, { page, entries, search, chains }, signal)
      request.then(
        (result) => {
          if (current !== generation.current) return
          inFlight.current = false
          setState((previous) => withPage(previous, result, page, search, chainsKey))
          // A search answer's tiles load their own images: prefetching them too would double the work of a keystroke.
          if (page === 1 && !search) onFirstPage.current?.(result.data)
        },
        (error: unknown) => {
          if (current !== generation.current) return
          inFlight.current = false
          setState((previous) => ({ ...previous, status: 'error', error }))
        },
      )
    },
    [client, search, chainsKey],
  )

  const startOf = (text: string): Loaded => {
    const kept = browse.current?.chains === chainsKey ? browse.current : undefined
    if (!text && kept) return { ...kept, status: kept.status === 'error' ? 'error' : 'idle' }
    const answered = text ? askedFor(asked.current, text, chainsKey)?.value : undefined
    if (answered) return withPage(empty(text, chainsKey), answered, 1, text, chainsKey)
    const needle = text.toLowerCase()
    return empty(
      text,
      chainsKey,
      text && kept ? kept.wallets.filter((wallet) => searchName(wallet).includes(needle)) : [],
    )
  }
  const stale = state.search !== search || state.chains !== chainsKey
  // biome-ignore lint/correctness/useExhaustiveDependencies: startOf reads the kept pages, the inputs are search and chains
  const pending = useMemo(() => (stale ? startOf(search) : undefined), [stale, search, chainsKey])

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new search or chain filter (load) restarts the list
  useEffect(() => {
    generation.current += 1
    const controller = new AbortController()
    abort.current = controller
    const start = pending ?? startOf(search)
    setState(start)
    if (start.page === 0) load(1)
    else if (seeded.current) onFirstPage.current?.(start.wallets)
    seeded.current = false
    return () => {
      generation.current += 1
      inFlight.current = false
      controller.abort()
    }
  }, [load])

  // Stable across renders (the grid is memoised): they read the latest state and search.
  const latest = useRef({ load, state, client, chainsKey, search })
  latest.current = { load, state, client, chainsKey, search }
  const loadMore = useCallback(() => {
    const { load: next, state: now } = latest.current
    if (inFlight.current || now.status !== 'idle' || now.exhausted) return
    next(now.page + 1)
  }, [])
  const retry = useCallback(() => {
    const { load: next, state: now } = latest.current
    if (inFlight.current || now.status !== 'error') return
    next(now.page + 1)
  }, [])

  const ask = useCallback((text: string, then: () => void) => {
    const { client: now, chainsKey: chainsNow, search: shownSearch } = latest.current
    const before = asked.current
    if (before && before.search !== shownSearch) before.controller.abort()
    asked.current = undefined
    if (!text || text === shownSearch) return then()
    const controller = new AbortController()
    const entries = walletList.searchSize
    const chains = chainsNow ? chainsNow.split(',') : undefined
    const request = fetchWallets(now, { page: 1, entries, search: text, chains }, controller.signal)
    const mine: Asked = { search: text, chains: chainsNow, request, controller }
    asked.current = mine
    let done = false
    const finish = () => {
      clearTimeout(timer)
      if (done || asked.current !== mine) return
      done = true
      then()
    }
    const timer = setTimeout(finish, ANSWER_WAIT_MS)
    request.then((page) => {
      mine.value = page
      finish()
    }, finish)
  }, [])
  useEffect(() => () => asked.current?.controller.abort(), [])

  const shown = pending ?? state
  return {
    wallets: shown.wallets,
    count: shown.count,
    status: shown.status,
    error: shown.error,
    hasMore: !shown.exhausted,
    loadMore,
    retry,
    ask,
  }
}
