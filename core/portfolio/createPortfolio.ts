import type { TokenBalance } from '../types/Account.js'
import type { Network } from '../types/Network.js'
import { askWalletAssets } from './askWalletAssets.js'
import { nativeTokenAddress } from './nativeTokenAddress.js'
import type { Portfolio } from './Portfolio.js'
import type { PortfolioDeps } from './PortfolioDeps.js'
import type { PortfolioState } from './PortfolioState.js'
import { portfolioLimits } from './portfolioLimits.js'
import { priceTokens } from './priceTokens.js'
import { sortTokens } from './sortTokens.js'

interface Entry {
  readonly at: number
  readonly tokens?: readonly TokenBalance[]
}

interface Target {
  readonly key: string
  readonly namespace: string
  readonly address: string
  readonly network: Network
}

const MAX_ENTRIES = 32
const idle: PortfolioState = { tokens: [], status: 'idle' }

/**
 * The token portfolio of the active account on its active network (spec sections 7 and 9): from the
 * wallet's wallet_getAssets when the wallet offers it (EIP-7811 names chains by
 * numeric id, so only networks with one: eip155), else from the blockchain API; cached 30 s per
 * (network, address); a failure shows 'Token Balance Unavailable' and blocks a new attempt for 30 s. The
 * tokens go to the account's `tokenBalance` by TOKEN_BALANCE, which the kernel applies. It follows the account only while subscribed.
 */
export function createPortfolio(deps: PortfolioDeps): Portfolio {
  const { stores } = deps.gangway
  const entries = new Map<string, Entry>()
  const listeners = new Set<() => void>()
  let state = idle
  let shown: string | undefined
  let running:
    | { readonly key: string; readonly controller: AbortController; readonly done: Promise<void> }
    | undefined
  let unfollow: (() => void) | undefined

  const set = (next: PortfolioState, key?: string) => {
    shown = key
    if (next.tokens === state.tokens && next.status === state.status) return
    state = next
    for (const listener of [...listeners]) listener()
  }
  const target = (): Target | undefined => {
    const networks = stores.networks.getState()
    const namespace = networks.activeNamespace
    const address = namespace ? stores.accounts.getState().byNamespace[namespace]?.address : undefined
    const caipNetworkId = namespace ? networks.active[namespace] : undefined
    const network = networks.configured.find((candidate) => candidate.caipNetworkId === caipNetworkId)
    if (!namespace || !address || !network) return undefined
    return { key: `${network.caipNetworkId}|${address}`, namespace, address, network }
  }
  const publish = (goal: Target, tokens: readonly TokenBalance[], failed = false) => {
    const { namespace, address, network } = goal
    deps.gangway.events.emit('TOKEN_BALANCE', {
      namespace,
      address,
      caipNetworkId: network.caipNetworkId,
      tokens,
      failed,
    })
  }
  const remember = (key: string, entry: Entry) => {
    entries.delete(key)
    entries.set(key, entry)
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string)
  }
  const load = async (goal: Target, force: boolean, signal: AbortSignal): Promise<TokenBalance[]> => {
    const chainId = goal.network.caipNetworkId
    const fromWallet =
      typeof goal.network.id === 'number'
        ? await askWalletAssets(deps.gangway.request, goal.network, goal.address, signal)
        : undefined
    if (!fromWallet)
      return deps.client.balances(goal.address, { chainId, currency: deps.currency, force, signal })
    const unpriced = fromWallet
      .filter((token) => token.price === 0)
      .map((token) => token.address ?? nativeTokenAddress(chainId))
      .filter((address): address is string => address !== undefined)
    const prices = await deps.client
      .prices(unpriced, { currency: deps.currency, signal })
      .catch(() => new Map<string, number>())
    return sortTokens(priceTokens(fromWallet, prices))
  }
  const fetchFor = async (goal: Target, force: boolean) => {
    const controller = new AbortController()
    const done = (async () => {
      set({ tokens: shown === goal.key ? state.tokens : [], status: 'loading' }, goal.key)
      try {
        const tokens = await load(goal, force, controller.signal)
        remember(goal.key, { at: deps.now(), tokens })
        if (controller.signal.aborted || target()?.key !== goal.key) return
        set({ tokens, status: 'ready' }, goal.key)
        publish(goal, tokens)
      } catch {
        if (controller.signal.aborted) return
        remember(goal.key, { at: deps.now() })
        if (target()?.key !== goal.key) return
        set({ tokens: [], status: 'unavailable' }, goal.key)
        publish(goal, [], true)
      } finally {
        if (running?.controller === controller) running = undefined
      }
    })()
    running = { key: goal.key, controller, done }
    return done
  }
  const refresh = async (force = false): Promise<void> => {
    const goal = target()
    if (!goal) {
      running?.controller.abort()
      running = undefined
      return set(idle)
    }
    // An aborted load settles later and sets nothing: the same account back in the meantime loads again.
    if (running?.key === goal.key && !force && !running.controller.signal.aborted) return running.done
    running?.controller.abort()
    const cached = entries.get(goal.key)
    const age = cached ? deps.now() - cached.at : Number.POSITIVE_INFINITY
    if (cached && !cached.tokens && age < portfolioLimits.retryBlockMs) {
      set({ tokens: [], status: 'unavailable' }, goal.key)
      return publish(goal, [])
    }
    if (cached?.tokens && !force && age < portfolioLimits.cacheMs) {
      set({ tokens: cached.tokens, status: 'ready' }, goal.key)
      return publish(goal, cached.tokens)
    }
    return fetchFor(goal, force)
  }
  const follow = () => {
    let key = target()?.key
    const onChange = () => {
      const next = target()?.key
      if (next === key) return
      key = next
      void refresh()
    }
    const offAccounts = stores.accounts.subscribe(onChange)
    const offNetworks = stores.networks.subscribe(onChange)
    const onTransaction = (sent: { readonly namespace: string }) => {
      if (sent.namespace === stores.networks.getState().activeNamespace) void refresh(true)
    }
    const offSent = deps.gangway.events.on('TRANSACTION_SENT', onTransaction)
    const offSettled = deps.gangway.events.on('TRANSACTION_SETTLED', onTransaction)
    void refresh()
    return () => {
      offAccounts()
      offNetworks()
      offSent()
      offSettled()
    }
  }
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener)
      unfollow ??= follow()
      return () => {
        listeners.delete(listener)
        if (listeners.size > 0 || !unfollow) return
        unfollow()
        unfollow = undefined
        // A view that subscribes in the same task (Account, then Send) takes over the load under way instead of
        // asking the wallet or the API again; with none by the next task, the load is dropped.
        const leaving = running
        if (!leaving) return
        setTimeout(() => {
          if (listeners.size > 0 || running !== leaving) return
          leaving.controller.abort()
          running = undefined
        }, 0)
      }
    },
    refresh,
  }
}
