import { useCallback, useEffect, useRef, useState } from 'react'
import type { HttpClient, WalletEntry } from '../../entries/plugin.js'
import { fetchWallets } from './fetchWallets.js'
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
}

interface Loaded {
  readonly wallets: readonly WalletEntry[]
  readonly count: number | undefined
  readonly page: number
  readonly status: WalletDirectory['status']
  readonly error: unknown
  readonly exhausted: boolean
}

const empty: Loaded = {
  wallets: [],
  count: undefined,
  page: 0,
  status: 'loading',
  error: undefined,
  exhausted: false,
}

/** Directory pages for a trimmed, debounced search (40, or 100 when searching); a new search aborts the old, late answers are ignored. */
export function useWalletDirectory(options: {
  readonly client: HttpClient
  readonly search: string
  readonly chains: readonly string[] | undefined
  readonly onFirstPage?: (wallets: readonly WalletEntry[]) => void
}): WalletDirectory {
  const { client, search } = options
  const chainsKey = options.chains?.join(',') ?? ''
  const [state, setState] = useState<Loaded>(empty)
  const generation = useRef(0)
  const inFlight = useRef(false)
  const abort = useRef<AbortController>(undefined)
  const onFirstPage = useRef(options.onFirstPage)
  onFirstPage.current = options.onFirstPage

  const load = useCallback(
    (page: number) => {
      const current = generation.current
      const signal = abort.current?.signal
      inFlight.current = true
      setState((previous) => ({ ...previous, status: page === 1 ? 'loading' : 'more', error: undefined }))
      const entries = search ? walletList.searchSize : walletList.pageSize
      const chains = chainsKey ? chainsKey.split(',') : undefined
      fetchWallets(client, { page, entries, search, chains }, signal).then(
        (result) => {
          if (current !== generation.current) return
          inFlight.current = false
          setState((previous) => {
            const known = new Set(page === 1 ? [] : previous.wallets.map((wallet) => wallet.id))
            const fresh = result.data.filter((wallet) => !known.has(wallet.id) && known.add(wallet.id))
            const wallets = page === 1 ? fresh : [...previous.wallets, ...fresh]
            return {
              wallets,
              count: result.count,
              page,
              status: 'idle',
              error: undefined,
              exhausted: fresh.length === 0 || wallets.length >= result.count,
            }
          })
          if (page === 1) onFirstPage.current?.(result.data)
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

  useEffect(() => {
    generation.current += 1
    const controller = new AbortController()
    abort.current = controller
    setState(empty)
    load(1)
    return () => {
      generation.current += 1
      inFlight.current = false
      controller.abort()
    }
  }, [load])

  const loadMore = useCallback(() => {
    if (inFlight.current || state.status !== 'idle' || state.exhausted) return
    load(state.page + 1)
  }, [load, state.status, state.exhausted, state.page])
  const retry = useCallback(() => {
    if (inFlight.current || state.status !== 'error') return
    load(state.page + 1)
  }, [load, state.status, state.page])

  return {
    wallets: state.wallets,
    count: state.count,
    status: state.status,
    error: state.error,
    hasMore: !state.exhausted,
    loadMore,
    retry,
  }
}
