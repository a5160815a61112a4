import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { devAccounts } from '../devAccounts.js'
import { createApprovalQueue } from './createApprovalQueue.js'
import { createDevWalletCalls } from './createDevWalletCalls.js'
import { createDevWalletChains } from './createDevWalletChains.js'
import { createDevWalletDispatcher } from './createDevWalletDispatcher.js'
import { createDevWalletStore } from './createDevWalletStore.js'
import type { DevWalletChain } from './DevWalletChain.js'
import type { DevWalletContext } from './DevWalletContext.js'
import type { DevWalletProvider } from './DevWalletProvider.js'
import type { DevWalletRequest } from './DevWalletRequest.js'
import type { DevWalletStorage } from './DevWalletStorage.js'
import { isRecord } from './isRecord.js'
import { ProviderRpcError } from './ProviderRpcError.js'
import { toHex } from './toHex.js'

export interface CreateDevWalletProviderOptions {
  readonly chains: readonly DevWalletChain[]
  readonly knownChainIds?: readonly number[]
  readonly privateKeys?: readonly `0x${string}`[]
  readonly storage?: DevWalletStorage
  readonly storageKey?: string
  readonly approve?: (request: DevWalletRequest) => boolean | Promise<boolean>
  readonly autoApprove?: boolean
}

type Listener = (...args: never[]) => void

const unauthorised = (): ProviderRpcError =>
  new ProviderRpcError(4100, 'The requested account and/or method has not been authorized by the user.')

function rethrowLater(error: unknown): void {
  queueMicrotask(() => {
    throw error
  })
}

/** An EIP-1193 provider that behaves like a browser extension wallet, holding dev keys and talking to the chains over HTTP. */
export function createDevWalletProvider(options: CreateDevWalletProviderOptions): DevWalletProvider {
  const accounts: PrivateKeyAccount[] = (
    options.privateKeys ?? devAccounts.slice(0, 2).map((account) => account.privateKey)
  ).map((key) => privateKeyToAccount(key))
  if (accounts.length === 0) throw new Error('The dev wallet needs at least one private key')
  const knownIds = options.knownChainIds ?? options.chains.map((chain) => chain.chainId)
  const builtInChains = options.chains.filter((chain) => knownIds.includes(chain.chainId))
  if (builtInChains.length === 0) throw new Error('The dev wallet needs at least one known chain')
  const listeners = new Map<string, Set<Listener>>()
  const controlListeners = new Set<() => void>()
  const approvals = createApprovalQueue<DevWalletRequest>({
    approve: options.approve,
    autoApprove: options.autoApprove,
    notify,
  })
  let connected = true
  let sendQueue: Promise<unknown> = Promise.resolve()
  const { state, save } = createDevWalletStore({
    storage: options.storage,
    storageKey: options.storageKey ?? 'gangway-dev-wallet',
    builtInChains,
    accounts,
    onSave: notify,
  })
  const chains = createDevWalletChains({ builtInChains, state, save, emit, confirm })

  function notify(): void {
    for (const listener of controlListeners) listener()
  }

  function emit(event: string, ...args: unknown[]): void {
    for (const listener of [...(listeners.get(event) ?? [])]) {
      try {
        ;(listener as (...values: unknown[]) => void)(...args)
      } catch (error) {
        rethrowLater(error)
      }
    }
  }

  function addresses(): `0x${string}`[] {
    const active = accounts[state.accountIndex]!
    return [
      active.address,
      ...accounts.filter((account) => account !== active).map((account) => account.address),
    ]
  }

  function accountFor(address: unknown): PrivateKeyAccount {
    if (!state.authorised) throw unauthorised()
    if (address === undefined || address === null) return accounts[state.accountIndex]!
    const found =
      typeof address === 'string'
        ? accounts.find((account) => account.address.toLowerCase() === address.toLowerCase())
        : undefined
    if (!found) throw unauthorised()
    return found
  }

  function confirm(method: string, params: unknown): Promise<void> {
    return approvals.confirm((id) => ({ id, method, params, chainId: state.chainId, createdAt: Date.now() }))
  }

  function setAuthorised(authorised: boolean): void {
    if (state.authorised === authorised) return
    state.authorised = authorised
    save()
    emit('accountsChanged', authorised ? addresses() : [])
  }

  function serialised<T>(task: () => Promise<T>): Promise<T> {
    const result = sendQueue.then(task, task)
    sendQueue = result.catch(() => undefined)
    return result
  }

  const context: DevWalletContext = {
    state,
    addresses,
    accountFor,
    setAuthorised,
    confirm,
    serialised,
    knownChains: chains.knownChains,
    currentChain: chains.currentChain,
  }
  const handle = createDevWalletDispatcher(context, chains, createDevWalletCalls(context))

  const provider: DevWalletProvider = {
    isDevWallet: true,
    async request(args) {
      if (!isRecord(args) || typeof args.method !== 'string' || args.method === '')
        throw new ProviderRpcError(-32600, 'Expected a request object { method, params? }')
      if (args.params !== undefined && !Array.isArray(args.params))
        throw new ProviderRpcError(-32602, `Expected params to be an array for ${args.method}`)
      if (!connected) throw new ProviderRpcError(4900, 'The provider is disconnected from all chains.')
      return handle(args.method, (args.params ?? []) as readonly unknown[])
    },
    on(event: string, listener: Listener) {
      const set = listeners.get(event) ?? new Set<Listener>()
      set.add(listener)
      listeners.set(event, set)
      return provider
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
    isConnected: () => connected,
    get addresses() {
      return addresses()
    },
    get chainId() {
      return state.chainId
    },
    get chains() {
      return chains.knownChains()
    },
    get authorised() {
      return state.authorised
    },
    get autoApprove() {
      return approvals.autoApprove
    },
    setAutoApprove(enabled) {
      approvals.setAutoApprove(enabled)
    },
    pending: () => approvals.pending(),
    resolve: (id, approved) => approvals.resolve(id, approved),
    subscribe(listener) {
      controlListeners.add(listener)
      return () => controlListeners.delete(listener)
    },
    selectAccount(index) {
      if (!accounts[index]) throw new RangeError(`The dev wallet holds ${accounts.length} accounts`)
      if (state.accountIndex === index) return
      state.accountIndex = index
      save()
      if (state.authorised) emit('accountsChanged', addresses())
    },
    revoke: () => setAuthorised(false),
    setConnected(next) {
      if (connected === next) return
      connected = next
      notify()
      if (next) emit('connect', { chainId: toHex(state.chainId) })
      else emit('disconnect', new ProviderRpcError(4900, 'The provider is disconnected from all chains.'))
    },
    emitAccountsChanged(list) {
      emit('accountsChanged', list ? [...list] : state.authorised ? addresses() : [])
    },
    emitChainChanged(chainId) {
      emit('chainChanged', toHex(chainId ?? state.chainId))
    },
  }
  queueMicrotask(() => {
    if (connected) emit('connect', { chainId: toHex(state.chainId) })
  })
  return provider
}
