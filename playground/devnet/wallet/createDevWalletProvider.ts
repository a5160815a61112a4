import { type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts'
import { devAccounts } from '../devAccounts.js'
import type { DevWalletChain } from './DevWalletChain.js'
import type { DevWalletProvider } from './DevWalletProvider.js'
import type { DevWalletRequest } from './DevWalletRequest.js'
import type { DevWalletStorage } from './DevWalletStorage.js'
import { jsonRpc } from './jsonRpc.js'
import { ProviderRpcError } from './ProviderRpcError.js'
import { parseAddChainParams } from './parseAddChainParams.js'
import { sendDevTransaction } from './sendDevTransaction.js'

export interface CreateDevWalletProviderOptions {
  readonly chains: readonly DevWalletChain[]
  readonly knownChainIds?: readonly number[]
  readonly privateKeys?: readonly `0x${string}`[]
  readonly storage?: DevWalletStorage
  readonly storageKey?: string
  readonly approve?: (request: DevWalletRequest) => boolean | Promise<boolean>
  readonly autoApprove?: boolean
}

interface PersistedState {
  authorised: boolean
  chainId: number
  accountIndex: number
  addedChains: DevWalletChain[]
}

interface CallsBatch {
  readonly id: string
  readonly chainId: number
  readonly rpcUrl: string
  readonly hashes: readonly `0x${string}`[]
  readonly incomplete: boolean
}

type Listener = (...args: never[]) => void
type Params = readonly unknown[]

const proxiedPrefixes = ['eth_', 'net_', 'web3_']
const notProxied = new Set([
  'eth_sign',
  'eth_signTransaction',
  'eth_signTypedData',
  'eth_signTypedData_v1',
  'eth_signTypedData_v3',
  'eth_subscribe',
  'eth_unsubscribe',
  'eth_getEncryptionPublicKey',
  'eth_decrypt',
])

const toHex = (value: number): `0x${string}` => `0x${value.toString(16)}`
const rejected = (): ProviderRpcError => new ProviderRpcError(4001, 'User rejected the request.')
const unauthorised = (): ProviderRpcError =>
  new ProviderRpcError(4100, 'The requested account and/or method has not been authorized by the user.')
const unsupported = (method: string): ProviderRpcError =>
  new ProviderRpcError(4200, `The requested method ${method} is not supported by this Ethereum provider.`)
const invalidParams = (message: string): ProviderRpcError => new ProviderRpcError(-32602, message)

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function readChainId(value: unknown): number {
  if (typeof value !== 'string' || !/^0x[0-9a-f]+$/i.test(value))
    throw invalidParams(`Expected a 0x-prefixed hexadecimal chainId, received ${String(value)}`)
  return Number.parseInt(value, 16)
}

function randomId(): `0x${string}` {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return `0x${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

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
  const storageKey = options.storageKey ?? 'gangway-dev-wallet'
  const approvePolicy = options.approve ?? (() => true)
  const listeners = new Map<string, Set<Listener>>()
  const controlListeners = new Set<() => void>()
  const waiting = new Map<string, { request: DevWalletRequest; decide: (approved: boolean) => void }>()
  const batches = new Map<string, CallsBatch>()
  let autoApprove = options.autoApprove ?? true
  let connected = true
  let requestCounter = 0
  let connectPending = false
  let sendQueue: Promise<unknown> = Promise.resolve()
  const state: PersistedState = load()

  function load(): PersistedState {
    const fallback: PersistedState = {
      authorised: false,
      chainId: builtInChains[0]!.chainId,
      accountIndex: 0,
      addedChains: [],
    }
    try {
      const raw = options.storage?.getItem(storageKey)
      if (!raw) return fallback
      const stored = JSON.parse(raw) as Partial<PersistedState>
      const addedChains = Array.isArray(stored.addedChains) ? stored.addedChains : []
      const chainIds = [...builtInChains, ...addedChains].map((chain) => chain.chainId)
      return {
        authorised: stored.authorised === true,
        chainId:
          typeof stored.chainId === 'number' && chainIds.includes(stored.chainId)
            ? stored.chainId
            : fallback.chainId,
        accountIndex:
          typeof stored.accountIndex === 'number' && accounts[stored.accountIndex] ? stored.accountIndex : 0,
        addedChains,
      }
    } catch {
      return fallback
    }
  }

  function save(): void {
    options.storage?.setItem(storageKey, JSON.stringify(state))
    notify()
  }

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

  function knownChains(): DevWalletChain[] {
    const added = new Map(state.addedChains.map((chain) => [chain.chainId, chain]))
    return [...builtInChains.filter((chain) => !added.has(chain.chainId)), ...added.values()]
  }

  function currentChain(): DevWalletChain {
    return knownChains().find((chain) => chain.chainId === state.chainId) ?? builtInChains[0]!
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

  async function confirm(method: string, params: unknown): Promise<void> {
    requestCounter += 1
    const request: DevWalletRequest = {
      id: String(requestCounter),
      method,
      params,
      chainId: state.chainId,
      createdAt: Date.now(),
    }
    const approved = autoApprove
      ? await decideByPolicy(request)
      : await new Promise<boolean>((decide) => {
          waiting.set(request.id, { request, decide })
          notify()
        })
    if (!approved) throw rejected()
  }

  async function decideByPolicy(request: DevWalletRequest): Promise<boolean> {
    try {
      return (await approvePolicy(request)) === true
    } catch {
      return false
    }
  }

  function setAuthorised(authorised: boolean): void {
    if (state.authorised === authorised) return
    state.authorised = authorised
    save()
    emit('accountsChanged', authorised ? addresses() : [])
  }

  function switchTo(chainId: number): void {
    if (state.chainId === chainId) return
    state.chainId = chainId
    save()
    emit('chainChanged', toHex(chainId))
  }

  function serialised<T>(task: () => Promise<T>): Promise<T> {
    const result = sendQueue.then(task, task)
    sendQueue = result.catch(() => undefined)
    return result
  }

  function permissions(): unknown[] {
    if (!state.authorised) return []
    return [
      {
        parentCapability: 'eth_accounts',
        invoker: typeof location === 'undefined' ? 'node' : location.origin,
        caveats: [{ type: 'restrictReturnedAccounts', value: addresses() }],
        date: Date.now(),
      },
    ]
  }

  async function requestAccounts(method: string, params: unknown): Promise<void> {
    if (state.authorised) return
    if (connectPending) throw new ProviderRpcError(-32002, `Already processing ${method}. Please wait.`)
    connectPending = true
    try {
      await confirm(method, params)
    } finally {
      connectPending = false
    }
    setAuthorised(true)
  }

  async function signTypedData(params: Params): Promise<unknown> {
    const account = accountFor(params[0])
    const raw = params[1]
    let typedData: unknown
    try {
      typedData = typeof raw === 'string' ? JSON.parse(raw) : raw
    } catch {
      throw invalidParams('eth_signTypedData_v4 expects typed data as JSON')
    }
    if (!isRecord(typedData) || !isRecord(typedData.types) || typeof typedData.primaryType !== 'string')
      throw invalidParams('eth_signTypedData_v4 expects { domain, types, primaryType, message }')
    const domain = isRecord(typedData.domain) ? { ...typedData.domain } : {}
    if (domain.chainId !== undefined) {
      const domainChainId = Number(domain.chainId)
      if (domainChainId !== state.chainId)
        throw invalidParams(
          `Provided chainId "${domainChainId}" must match the active chainId "${state.chainId}"`,
        )
      domain.chainId = domainChainId
    }
    await confirm('eth_signTypedData_v4', params)
    return account.signTypedData({
      domain,
      types: typedData.types,
      primaryType: typedData.primaryType,
      message: isRecord(typedData.message) ? typedData.message : {},
    } as Parameters<PrivateKeyAccount['signTypedData']>[0])
  }

  async function addChain(params: Params): Promise<null> {
    const chain = parseAddChainParams(params)
    if (knownChains().some((known) => known.chainId === chain.chainId)) {
      switchTo(chain.chainId)
      return null
    }
    let reported: unknown
    try {
      reported = await jsonRpc(chain.rpcUrl, 'eth_chainId')
    } catch {
      throw new ProviderRpcError(-32603, `Could not fetch chain ID. Is your RPC URL correct? ${chain.rpcUrl}`)
    }
    if (typeof reported !== 'string' || Number.parseInt(reported, 16) !== chain.chainId)
      throw invalidParams(
        `Chain ID returned by RPC URL ${chain.rpcUrl} does not match ${toHex(chain.chainId)}`,
      )
    await confirm('wallet_addEthereumChain', params)
    state.addedChains = [...state.addedChains.filter((known) => known.chainId !== chain.chainId), chain]
    save()
    switchTo(chain.chainId)
    return null
  }

  function capabilities(params: Params): Record<string, unknown> {
    accountFor(params[0] ?? null)
    const wanted = Array.isArray(params[1]) ? params[1].map(readChainId) : undefined
    const result: Record<string, unknown> = {}
    for (const chain of knownChains())
      if (!wanted || wanted.includes(chain.chainId))
        result[toHex(chain.chainId)] = { atomic: { status: 'unsupported' } }
    return result
  }

  function requiredCapability(capabilitiesValue: unknown): string | undefined {
    if (!isRecord(capabilitiesValue)) return undefined
    return Object.entries(capabilitiesValue).find(
      ([, value]) => !(isRecord(value) && value.optional === true),
    )?.[0]
  }

  async function sendCalls(params: Params): Promise<{ id: string }> {
    const request = params[0]
    if (!isRecord(request) || !Array.isArray(request.calls) || request.calls.length === 0)
      throw invalidParams(
        'wallet_sendCalls expects [{ version, chainId, calls: [...] }] with at least one call',
      )
    const account = accountFor(request.from)
    const chainId = readChainId(request.chainId)
    if (chainId !== state.chainId || !knownChains().some((chain) => chain.chainId === chainId))
      throw new ProviderRpcError(
        5710,
        `Unsupported chain id ${toHex(chainId)}: the wallet is on ${toHex(state.chainId)}`,
      )
    if (request.atomicRequired === true)
      throw new ProviderRpcError(5760, 'Atomicity not supported: this wallet sends the calls one by one')
    const calls = request.calls.map((call, index) => {
      if (!isRecord(call)) throw invalidParams(`wallet_sendCalls: call ${index} is not an object`)
      if (call.to !== undefined && (typeof call.to !== 'string' || !call.to.startsWith('0x')))
        throw invalidParams(`wallet_sendCalls: call ${index} 'to' must start with 0x`)
      if (call.data !== undefined && (typeof call.data !== 'string' || !call.data.startsWith('0x')))
        throw invalidParams(`wallet_sendCalls: call ${index} 'data' must start with 0x`)
      return call
    })
    const unsupportedCapability = [request.capabilities, ...calls.map((call) => call.capabilities)]
      .map(requiredCapability)
      .find((name) => name !== undefined)
    if (unsupportedCapability)
      throw new ProviderRpcError(5700, `Unsupported non-optional capability: ${unsupportedCapability}`)
    if (request.id !== undefined && typeof request.id !== 'string')
      throw invalidParams('wallet_sendCalls: id must be a string')
    const id = request.id ?? randomId()
    if (batches.has(id)) throw new ProviderRpcError(5720, `Duplicate id ${id}`)
    await confirm('wallet_sendCalls', params)
    const rpcUrl = currentChain().rpcUrl
    const hashes: `0x${string}`[] = []
    let incomplete = false
    await serialised(async () => {
      for (const call of calls) {
        try {
          hashes.push(await sendDevTransaction({ rpcUrl, chainId, account, transaction: call }))
        } catch (error) {
          if (hashes.length === 0) throw error
          incomplete = true
          return
        }
      }
    })
    batches.set(id, { id, chainId, rpcUrl, hashes, incomplete })
    return { id }
  }

  async function callsStatus(params: Params): Promise<unknown> {
    const batch = typeof params[0] === 'string' ? batches.get(params[0]) : undefined
    if (!batch) throw new ProviderRpcError(5730, `Unknown bundle id ${String(params[0])}`)
    const receipts = (await Promise.all(
      batch.hashes.map((hash) => jsonRpc(batch.rpcUrl, 'eth_getTransactionReceipt', [hash])),
    )) as (Record<string, unknown> | null)[]
    const base = { version: '2.0.0', id: batch.id, chainId: toHex(batch.chainId), atomic: false }
    if (receipts.some((receipt) => receipt === null)) return { ...base, status: 100 }
    const succeeded = receipts.filter((receipt) => receipt?.status === '0x1').length
    const status =
      succeeded === receipts.length && !batch.incomplete
        ? 200
        : succeeded === 0 && !batch.incomplete
          ? 500
          : 600
    return {
      ...base,
      status,
      receipts: receipts.map((receipt) => ({
        logs: ((receipt?.logs ?? []) as Record<string, unknown>[]).map(({ address, data, topics }) => ({
          address,
          data,
          topics,
        })),
        status: receipt?.status,
        blockHash: receipt?.blockHash,
        blockNumber: receipt?.blockNumber,
        gasUsed: receipt?.gasUsed,
        transactionHash: receipt?.transactionHash,
      })),
    }
  }

  async function handle(method: string, params: Params): Promise<unknown> {
    switch (method) {
      case 'eth_requestAccounts':
        await requestAccounts(method, params)
        return addresses()
      case 'eth_accounts':
        return state.authorised ? addresses() : []
      case 'eth_coinbase':
        return state.authorised ? addresses()[0] : null
      case 'eth_chainId':
        return toHex(state.chainId)
      case 'net_version':
        return String(state.chainId)
      case 'personal_sign': {
        const account = accountFor(params[1])
        const message = params[0]
        if (typeof message !== 'string') throw invalidParams('personal_sign expects [message, address]')
        await confirm(method, params)
        return account.signMessage({
          message: /^0x([0-9a-fA-F]{2})*$/.test(message) ? { raw: message as `0x${string}` } : message,
        })
      }
      case 'eth_signTypedData_v4':
        return signTypedData(params)
      case 'eth_sendTransaction': {
        const transaction = params[0]
        if (!isRecord(transaction)) throw invalidParams('eth_sendTransaction expects [transaction]')
        const account = accountFor(transaction.from)
        const { rpcUrl, chainId } = currentChain()
        return sendDevTransaction({
          rpcUrl,
          chainId,
          account,
          transaction,
          confirm: () => confirm(method, params),
          exclusive: serialised,
        })
      }
      case 'wallet_switchEthereumChain': {
        const target = isRecord(params[0]) ? readChainId(params[0].chainId) : Number.NaN
        if (Number.isNaN(target)) throw invalidParams('wallet_switchEthereumChain expects [{ chainId }]')
        if (!knownChains().some((chain) => chain.chainId === target))
          throw new ProviderRpcError(
            4902,
            `Unrecognized chain ID "${toHex(target)}". Try adding the chain using wallet_addEthereumChain first.`,
          )
        switchTo(target)
        return null
      }
      case 'wallet_addEthereumChain':
        return addChain(params)
      case 'wallet_getCapabilities':
        return capabilities(params)
      case 'wallet_sendCalls':
        return sendCalls(params)
      case 'wallet_getCallsStatus':
        return callsStatus(params)
      case 'wallet_requestPermissions': {
        const requested = params[0]
        if (!isRecord(requested) || !('eth_accounts' in requested) || Object.keys(requested).length !== 1)
          throw invalidParams('wallet_requestPermissions supports only [{ eth_accounts: {} }]')
        await requestAccounts(method, params)
        return permissions()
      }
      case 'wallet_getPermissions':
        return permissions()
      case 'wallet_revokePermissions':
        if (!isRecord(params[0]) || !('eth_accounts' in params[0]))
          throw invalidParams('wallet_revokePermissions expects [{ eth_accounts: {} }]')
        setAuthorised(false)
        return null
    }
    if (proxiedPrefixes.some((prefix) => method.startsWith(prefix)) && !notProxied.has(method))
      return jsonRpc(currentChain().rpcUrl, method, params)
    throw unsupported(method)
  }

  const provider: DevWalletProvider = {
    isDevWallet: true,
    async request(args) {
      if (!isRecord(args) || typeof args.method !== 'string' || args.method === '')
        throw new ProviderRpcError(-32600, 'Expected a request object { method, params? }')
      if (args.params !== undefined && !Array.isArray(args.params))
        throw new ProviderRpcError(-32602, `Expected params to be an array for ${args.method}`)
      if (!connected) throw new ProviderRpcError(4900, 'The provider is disconnected from all chains.')
      return handle(args.method, (args.params ?? []) as Params)
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
      return knownChains()
    },
    get authorised() {
      return state.authorised
    },
    get autoApprove() {
      return autoApprove
    },
    setAutoApprove(enabled) {
      autoApprove = enabled
      if (enabled)
        for (const [id, entry] of [...waiting]) {
          waiting.delete(id)
          void decideByPolicy(entry.request).then(entry.decide)
        }
      notify()
    },
    pending: () => [...waiting.values()].map((entry) => entry.request),
    resolve(id, approved) {
      const entry = waiting.get(id)
      if (!entry) return false
      waiting.delete(id)
      entry.decide(approved)
      notify()
      return true
    },
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
