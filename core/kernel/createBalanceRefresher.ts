import { formatBalance } from '../format/formatBalance.js'
import type { Logger } from '../log/Logger.js'
import type { ChainAdapter } from '../plugin/ChainAdapter.js'
import type { AccountState } from '../types/Account.js'
import type { ChainNamespace } from '../types/ChainNamespace.js'
import type { Network } from '../types/Network.js'

export interface BalanceRefresherDeps {
  readonly account: (namespace: ChainNamespace) => AccountState | undefined
  readonly patch: (namespace: ChainNamespace, patch: Partial<AccountState>) => void
  /** The configured network the namespace is on; undefined for an unsupported one. */
  readonly network: (namespace: ChainNamespace) => Network | undefined
  readonly chain: (namespace: ChainNamespace) => ChainAdapter | undefined
  readonly log: Logger
  readonly notify: (message: string, variant: 'error') => void
  readonly cacheMs: number
  readonly retryBlockMs: number
  readonly now: () => number
}

export interface BalanceRefresher {
  /** Fetches the native balance of the namespace's account unless a fresh one is cached; `force` skips the cache. */
  refresh(namespace: ChainNamespace, options?: { readonly force?: boolean }): Promise<void>
}

interface Entry {
  readonly at: number
  readonly value?: { readonly balance: string; readonly symbol: string }
  readonly failed?: boolean
}

const MAX_ENTRIES = 64

/**
 * Native balances per (network, address): a 30 s cache, a 30 s block after a failure, one request in
 * flight per namespace (a flood of wallet events gives one request for the last state, not one each).
 * A failed or impossible balance is 'unavailable', never an endless skeleton.
 */
export function createBalanceRefresher(deps: BalanceRefresherDeps): BalanceRefresher {
  const entries = new Map<string, Entry>()
  const running = new Map<ChainNamespace, Promise<void>>()
  const again = new Map<ChainNamespace, boolean>()
  const fetching = new Map<ChainNamespace, { readonly key: string; readonly controller: AbortController }>()
  const keyOf = (namespace: ChainNamespace) =>
    `${deps.network(namespace)?.caipNetworkId}|${deps.account(namespace)?.address}`

  const remember = (key: string, entry: Entry) => {
    entries.delete(key)
    entries.set(key, entry)
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string)
  }

  const fetchOnce = async (namespace: ChainNamespace, force: boolean) => {
    const address = deps.account(namespace)?.address
    if (!address) return
    const network = deps.network(namespace)
    const adapter = deps.chain(namespace)
    if (!network || !adapter?.getBalance) {
      deps.patch(namespace, { balance: undefined, balanceStatus: 'unavailable' })
      return
    }
    const key = `${network.caipNetworkId}|${address}`
    const same = () =>
      deps.account(namespace)?.address === address &&
      deps.network(namespace)?.caipNetworkId === network.caipNetworkId
    const cached = entries.get(key)
    const age = cached ? deps.now() - cached.at : Number.POSITIVE_INFINITY
    if (cached?.failed && age < deps.retryBlockMs) {
      deps.patch(namespace, { balance: undefined, balanceStatus: 'unavailable' })
      return
    }
    if (!force && cached?.value && age < deps.cacheMs) {
      deps.patch(namespace, {
        balance: cached.value.balance,
        balanceSymbol: cached.value.symbol,
        balanceStatus: 'ready',
      })
      return
    }
    deps.patch(namespace, { balanceStatus: 'loading' })
    const controller = new AbortController()
    fetching.set(namespace, { key, controller })
    try {
      const result = await adapter.getBalance(address, network, { signal: controller.signal })
      const value = { balance: formatBalance(result.value), symbol: result.symbol }
      remember(key, { at: deps.now(), value })
      if (same())
        deps.patch(namespace, { balance: value.balance, balanceSymbol: value.symbol, balanceStatus: 'ready' })
    } catch (cause) {
      if (controller.signal.aborted) return
      deps.log.warn('balance fetch failed', cause)
      remember(key, { at: deps.now(), failed: true })
      if (!same()) return
      deps.patch(namespace, { balance: undefined, balanceStatus: 'unavailable' })
      deps.notify('Token Balance Unavailable', 'error')
    } finally {
      fetching.delete(namespace)
    }
  }

  const refresher: BalanceRefresher = {
    refresh(namespace, options) {
      const force = options?.force === true
      const current = running.get(namespace)
      if (current) {
        const inFlight = fetching.get(namespace)
        if (inFlight && inFlight.key !== keyOf(namespace)) inFlight.controller.abort()
        again.set(namespace, force || again.get(namespace) === true)
        return current
      }
      const run = (async () => {
        try {
          await fetchOnce(namespace, force)
        } finally {
          running.delete(namespace)
        }
        const next = again.get(namespace)
        if (next !== undefined) {
          again.delete(namespace)
          await refresher.refresh(namespace, { force: next })
        }
      })()
      running.set(namespace, run)
      return run
    },
  }
  return refresher
}
