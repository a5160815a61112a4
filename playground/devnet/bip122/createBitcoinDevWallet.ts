import { sha256 } from '@noble/hashes/sha2.js'
import { hex } from '@scure/base'
import { Address } from '@scure/btc-signer'
import { createApprovalQueue } from '../wallet/createApprovalQueue.js'
import type { DevWalletStorage } from '../wallet/DevWalletStorage.js'
import { devWalletIcon } from '../wallet/devWalletIcon.js'
import type { BitcoinDevKey } from './BitcoinDevKey.js'
import type { BitcoinDevUtxo } from './BitcoinDevUtxo.js'
import type { BitcoinDevProvider, BitcoinDevWallet } from './BitcoinDevWallet.js'
import type { BitcoinDevWalletRequest } from './BitcoinDevWalletRequest.js'
import { type BitcoinDevNetworkName, bitcoinDevNetworks } from './bitcoinDevNetworks.js'
import { buildDevTransfer } from './buildDevTransfer.js'
import { deriveBitcoinDevKeys } from './deriveBitcoinDevKeys.js'
import { bip322MessageHash, signBip322 } from './signBip322.js'
import { ecdsaMessageHash, signEcdsaMessage } from './signEcdsaMessage.js'

export interface CreateBitcoinDevWalletOptions {
  /** The networks the wallet offers; the first is where it starts. Regtest only by default. */
  readonly networks?: readonly BitcoinDevNetworkName[]
  readonly name?: string
  readonly rdns?: string
  readonly storage?: DevWalletStorage
  readonly storageKey?: string
  readonly approve?: (request: BitcoinDevWalletRequest) => boolean | Promise<boolean>
  readonly autoApprove?: boolean
  /** Regtest UTXOs the wallet starts with (satoshis each; default two of 1 BTC). */
  readonly funding?: readonly bigint[]
  /** The origin it authorises; location.origin in a page. */
  readonly origin?: string
}

interface PersistedState {
  origins: string[]
  network: BitcoinDevNetworkName
}

class SatsError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

const userRejection = -32000
const accessDenied = -32002
const invalidParams = -32602
const methodNotFound = -32601
const methods = [
  'getInfo',
  'wallet_connect',
  'wallet_disconnect',
  'wallet_renouncePermissions',
  'wallet_getCurrentPermissions',
  'wallet_getNetwork',
  'wallet_changeNetwork',
  'getAccounts',
  'getAddresses',
  'getBalance',
  'signMessage',
  'sendTransfer',
]

/**
 * A sats-connect (WBIP004) Bitcoin wallet with keys from the dev mnemonic: BIP-84 payment and BIP-86 ordinals
 * addresses, real BIP-322 and ECDSA message signatures, and transfers built and signed with btc-signer from its own
 * in-memory regtest UTXOs (no node here: nothing is broadcast; the txid is the real one).
 */
export function createBitcoinDevWallet(options: CreateBitcoinDevWalletOptions = {}): BitcoinDevWallet {
  const networks = options.networks?.length ? options.networks : (['Regtest'] as const)
  const name = options.name ?? 'Gangway Dev Wallet'
  const rdns = options.rdns ?? 'dev.gangway.wallet'
  const storageKey = options.storageKey ?? 'gangway-bitcoin-dev-wallet'
  const origin = options.origin ?? (typeof location === 'undefined' ? 'node' : location.origin)
  const keys = new Map(networks.map((network) => [network, deriveBitcoinDevKeys(network)]))
  const controls = new Set<() => void>()
  const listeners = new Map<string, Set<(event: unknown) => void>>()
  const approvals = createApprovalQueue<BitcoinDevWalletRequest>({
    approve: options.approve,
    autoApprove: options.autoApprove,
    notify,
  })
  const transactions: string[] = []
  const [payment] = deriveBitcoinDevKeys('Regtest')
  let utxos: BitcoinDevUtxo[] = (options.funding ?? [100_000_000n, 100_000_000n]).map((amount, index) => ({
    txid: hex.encode(sha256(new TextEncoder().encode(`gangway dev funding ${index} ${payment.address}`))),
    vout: 0,
    amount,
  }))
  const state = load()

  function load(): PersistedState {
    try {
      const stored = JSON.parse(options.storage?.getItem(storageKey) ?? '{}') as Partial<PersistedState>
      return {
        origins: Array.isArray(stored.origins)
          ? stored.origins.filter((item) => typeof item === 'string')
          : [],
        network: networks.includes(stored.network as BitcoinDevNetworkName)
          ? (stored.network as BitcoinDevNetworkName)
          : networks[0]!,
      }
    } catch {
      return { origins: [], network: networks[0]! }
    }
  }
  function save() {
    options.storage?.setItem(storageKey, JSON.stringify(state))
    notify()
  }
  function notify() {
    for (const listener of [...controls]) listener()
  }
  function emit(event: { type: string } & Record<string, unknown>) {
    for (const listener of [...(listeners.get(event.type) ?? [])])
      try {
        listener(event)
      } catch (error) {
        queueMicrotask(() => {
          throw error
        })
      }
  }
  const authorised = () => state.origins.includes(origin)
  const current = () => keys.get(state.network)!
  const describe = (key: BitcoinDevKey) => ({
    address: key.address,
    publicKey: hex.encode(key.publicKey),
    purpose: key.purpose,
    addressType: key.addressType,
    walletType: 'software',
  })
  const addresses = () => current().map(describe)
  const networkInfo = () => ({
    bitcoin: { name: state.network },
    stacks: { name: 'testnet' },
    spark: { name: 'regtest' },
  })
  const balance = () =>
    state.network === 'Regtest' ? utxos.reduce((sum, utxo) => sum + utxo.amount, 0n) : 0n
  const confirm = async (method: string, params: unknown) => {
    try {
      await approvals.confirm((id) => ({ id, method, params, createdAt: Date.now() }))
    } catch {
      throw new SatsError(userRejection, 'User rejected the request.')
    }
  }
  const requireAuthorised = () => {
    if (!authorised()) throw new SatsError(accessDenied, 'This site is not connected to the wallet.')
  }
  const networkParam = (value: unknown): BitcoinDevNetworkName | undefined => {
    if (value === undefined) return undefined
    if (!networks.includes(value as BitcoinDevNetworkName))
      throw new SatsError(invalidParams, `The dev wallet does not offer the network ${String(value)}`)
    return value as BitcoinDevNetworkName
  }
  const setNetwork = (network: BitcoinDevNetworkName) => {
    if (state.network === network) return
    state.network = network
    save()
    if (authorised()) emit({ type: 'networkChange', ...networkInfo(), addresses: addresses() })
  }
  const authorise = () => {
    if (!authorised()) state.origins.push(origin)
    save()
  }
  const record = (value: unknown) =>
    typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}

  const handlers: Record<string, (params: Record<string, unknown>) => Promise<unknown> | unknown> = {
    getInfo: () => ({ version: '2.0.0', platform: 'web', methods, supports: ['WBIP004', 'WBIP005'] }),
    async wallet_connect(params) {
      const network = networkParam(params.network)
      await confirm('wallet_connect', { origin, ...params })
      if (network) setNetwork(network)
      authorise()
      return {
        id: 'gangway-dev-account-0',
        addresses: addresses(),
        walletType: 'software',
        network: networkInfo(),
      }
    },
    async getAccounts(params) {
      if (!authorised()) {
        await confirm('getAccounts', { origin, ...params })
        authorise()
      }
      return addresses()
    },
    getAddresses() {
      requireAuthorised()
      return { addresses: addresses(), network: networkInfo() }
    },
    wallet_getCurrentPermissions: () =>
      authorised()
        ? [
            {
              type: 'account',
              resourceId: 'gangway-dev-account-0',
              clientId: origin,
              actions: { read: true },
            },
          ]
        : [],
    wallet_getNetwork: () => networkInfo(),
    async wallet_changeNetwork(params) {
      requireAuthorised()
      const network = networkParam(params.name)
      if (!network) throw new SatsError(invalidParams, 'name is required')
      await confirm('wallet_changeNetwork', params)
      setNetwork(network)
      return null
    },
    getBalance() {
      requireAuthorised()
      const total = balance().toString()
      return { confirmed: total, unconfirmed: '0', total }
    },
    async signMessage(params) {
      requireAuthorised()
      const { address, message, protocol = 'BIP322' } = params
      const key = current().find((item) => item.address === address)
      if (!key) throw new SatsError(invalidParams, `The wallet does not hold ${String(address)}`)
      if (typeof message !== 'string') throw new SatsError(invalidParams, 'message must be a string')
      if (protocol !== 'BIP322' && protocol !== 'ECDSA')
        throw new SatsError(invalidParams, 'Unknown protocol')
      if (protocol === 'ECDSA' && key.addressType !== 'p2wpkh')
        throw new SatsError(invalidParams, 'ECDSA signatures are for the payment address only')
      await confirm('signMessage', { address, message, protocol })
      const ecdsa = protocol === 'ECDSA'
      return {
        signature: ecdsa ? signEcdsaMessage(key, message) : signBip322(key, message),
        messageHash: hex.encode(ecdsa ? ecdsaMessageHash(message) : bip322MessageHash(message)),
        address,
        protocol,
      }
    },
    async sendTransfer(params) {
      requireAuthorised()
      const { network } = bitcoinDevNetworks[state.network]
      const recipients = Array.isArray(params.recipients) ? params.recipients.map(record) : []
      if (recipients.length === 0) throw new SatsError(invalidParams, 'recipients is required')
      const outputs = recipients.map(({ address, amount }) => {
        if (typeof address !== 'string' || !Number.isSafeInteger(amount) || (amount as number) <= 0)
          throw new SatsError(invalidParams, 'Each recipient needs an address and a whole amount of satoshis')
        try {
          Address(network).decode(address)
        } catch {
          throw new SatsError(invalidParams, `${address} is not an address of ${state.network}`)
        }
        return { address, amount: BigInt(amount as number) }
      })
      await confirm('sendTransfer', {
        recipients: outputs.map((item) => ({ ...item, amount: String(item.amount) })),
      })
      if (state.network !== 'Regtest')
        throw new SatsError(-32603, `The dev wallet holds no coins on ${state.network}`)
      let built: ReturnType<typeof buildDevTransfer>
      try {
        built = buildDevTransfer(current()[0], state.network, utxos, outputs)
      } catch (error) {
        throw new SatsError(-32603, (error as Error).message)
      }
      utxos = [
        ...utxos.filter((utxo) => !built.spent.includes(utxo)),
        ...(built.change ? [built.change] : []),
      ]
      transactions.push(built.hex)
      notify()
      return { txid: built.txid }
    },
    wallet_disconnect: () => revoke(),
    wallet_renouncePermissions: () => revoke(),
  }

  function revoke() {
    const had = authorised()
    state.origins = state.origins.filter((item) => item !== origin)
    save()
    if (had) emit({ type: 'disconnect' })
    return null
  }

  let counter = 0
  const provider: BitcoinDevProvider = {
    async request(method, params) {
      counter += 1
      const id = `gangway-dev-${counter}`
      try {
        const handler = Object.hasOwn(handlers, method) ? handlers[method] : undefined
        if (!handler) throw new SatsError(methodNotFound, `Method not found: ${method}`)
        return { jsonrpc: '2.0', id, result: await handler(record(params)) }
      } catch (error) {
        const code = error instanceof SatsError ? error.code : -32603
        return { jsonrpc: '2.0', id, error: { code, message: (error as Error).message } }
      }
    },
    addListener(...args) {
      const [first, second] = args
      const { eventName, cb } =
        typeof first === 'string'
          ? { eventName: first, cb: second }
          : (record(first) as { eventName?: unknown; cb?: unknown })
      if (typeof eventName !== 'string' || typeof cb !== 'function') return () => undefined
      const set = listeners.get(eventName) ?? new Set()
      listeners.set(eventName, set)
      const listener = cb as (event: unknown) => void
      set.add(listener)
      return () => void set.delete(listener)
    },
  }

  return {
    id: 'GangwayDevWalletProviders.BitcoinProvider',
    name,
    icon: devWalletIcon(name, rdns),
    rdns,
    provider,
    get addresses() {
      return current().map((key) => key.address)
    },
    get chainId() {
      return bitcoinDevNetworks[state.network].caipNetworkId
    },
    get network() {
      return state.network
    },
    get authorised() {
      return authorised()
    },
    get balance() {
      return balance()
    },
    transactions,
    get autoApprove() {
      return approvals.autoApprove
    },
    setAutoApprove: (enabled) => approvals.setAutoApprove(enabled),
    pending: () => approvals.pending(),
    resolve: (id, approved) => approvals.resolve(id, approved),
    subscribe(listener) {
      controls.add(listener)
      return () => void controls.delete(listener)
    },
    selectNetwork(network) {
      networkParam(network)
      setNetwork(network)
    },
    revoke: () => void revoke(),
  }
}
