import { hexToU8a, isHex, u8aToHex, u8aToString, u8aWrapBytes } from '@polkadot/util'
import {
  cryptoWaitReady,
  encodeAddress,
  keyExtractSuri,
  keyFromPath,
  mnemonicToMiniSecret,
  sr25519PairFromSeed,
} from '@polkadot/util-crypto'
import { sr25519Sign, waitReady } from '@polkadot/wasm-crypto'
import { devMnemonic } from '../devMnemonic.js'
import { createApprovalQueue } from '../wallet/createApprovalQueue.js'
import type { DevWalletStorage } from '../wallet/DevWalletStorage.js'
import { devWalletIcon } from '../wallet/devWalletIcon.js'
import { ProviderRpcError } from '../wallet/ProviderRpcError.js'
import type { PolkadotDevWallet, PolkadotDevWalletInjected } from './PolkadotDevWallet.js'
import type { PolkadotDevWalletAccount } from './PolkadotDevWalletAccount.js'
import type { PolkadotDevWalletRequest } from './PolkadotDevWalletRequest.js'

export interface CreatePolkadotDevWalletOptions {
  /** Secret URIs of the accounts, each optionally bound to a chain; `${devMnemonic}//polkadot//0` (every chain) and `//1` (Westend) by default. */
  readonly accounts?: readonly { readonly uri: string; readonly genesisHash?: string }[]
  readonly storage?: DevWalletStorage
  readonly storageKey?: string
  /** The origin enable() authorises; location.origin in a page. */
  readonly origin?: string
  readonly approve?: (request: PolkadotDevWalletRequest) => boolean | Promise<boolean>
  readonly autoApprove?: boolean
}

interface PersistedState {
  origins: string[]
  accountIndex: number
}

const name = 'Gangway Dev Wallet'
const rdns = 'dev.gangway.wallet'
const westendGenesis = '0xe143f23803ac50e8f6f8e62695d1ce9e4e1d68aa36c1cd2cfd15340213f3423e'

const unauthorised = () =>
  new ProviderRpcError(4100, 'The requested account and/or method has not been authorized by the user.')

const describe = (data: string) => {
  const text = u8aToString(hexToU8a(data))
  return /^[\P{Cc}\n\t]*$/u.test(text) && !text.includes('\uFFFD') ? text : data
}

/** The sr25519 key pair of a secret URI (phrase, //hard and /soft junctions, ///password). */
const keyPairOf = (uri: string) => {
  const { phrase, path, password } = keyExtractSuri(uri)
  return keyFromPath(sr25519PairFromSeed(mnemonicToMiniSecret(phrase, password)), path, 'sr25519')
}

/**
 * A polkadot-js style extension holding dev sr25519 keys: enable, accounts (get, subscribe) and signRaw with the
 * extension's <Bytes> wrapping; authorised origins persist like an extension's. It signs with schnorrkel
 * (@polkadot/wasm-crypto), not with @scure/sr25519, which @polkadot/util-crypto and so the server verify with.
 */
export async function createPolkadotDevWallet(
  options: CreatePolkadotDevWalletOptions = {},
): Promise<PolkadotDevWallet> {
  await Promise.all([cryptoWaitReady(), waitReady()])
  const specs = options.accounts ?? [
    { uri: `${devMnemonic}//polkadot//0` },
    { uri: `${devMnemonic}//polkadot//1`, genesisHash: westendGenesis },
  ]
  const pairs = specs.map((spec) => keyPairOf(spec.uri))
  if (pairs.length === 0) throw new Error('The polkadot dev wallet needs at least one account')
  const held: PolkadotDevWalletAccount[] = pairs.map((pair, index) => ({
    address: encodeAddress(pair.publicKey, 42),
    genesisHash: specs[index]?.genesisHash ?? null,
    name: `Dev account ${index + 1}`,
    type: 'sr25519',
  }))
  const storageKey = options.storageKey ?? 'gangway-polkadot-dev-wallet'
  const origin = () => options.origin ?? (typeof location === 'undefined' ? 'node' : location.origin)
  const controlListeners = new Set<() => void>()
  const accountListeners = new Set<(accounts: PolkadotDevWalletAccount[]) => void>()
  const approvals = createApprovalQueue<PolkadotDevWalletRequest>({
    approve: options.approve,
    autoApprove: options.autoApprove,
    notify,
  })
  const state: PersistedState = load()
  let signatures = 0

  function load(): PersistedState {
    try {
      const stored = JSON.parse(options.storage?.getItem(storageKey) ?? '{}') as Partial<PersistedState>
      return {
        origins: Array.isArray(stored.origins)
          ? stored.origins.filter((item) => typeof item === 'string')
          : [],
        accountIndex:
          typeof stored.accountIndex === 'number' && held[stored.accountIndex] ? stored.accountIndex : 0,
      }
    } catch {
      return { origins: [], accountIndex: 0 }
    }
  }

  function notify(): void {
    for (const listener of [...controlListeners]) listener()
  }

  function save(): void {
    options.storage?.setItem(storageKey, JSON.stringify(state))
    notify()
  }

  const authorised = () => state.origins.includes(origin())
  const ordered = () => {
    const active = held[state.accountIndex]!
    return [active, ...held.filter((account) => account !== active)]
  }
  const exposed = () => (authorised() ? ordered().map((account) => ({ ...account })) : [])

  function emitAccounts(): void {
    const accounts = exposed()
    for (const listener of [...accountListeners]) {
      try {
        listener(accounts)
      } catch (error) {
        queueMicrotask(() => {
          throw error
        })
      }
    }
  }

  const confirm = (method: string, params: unknown) =>
    approvals.confirm((id) => ({ id, method, params, createdAt: Date.now() }))

  const injected: PolkadotDevWalletInjected = {
    accounts: {
      async get() {
        return exposed()
      },
      subscribe(listener) {
        accountListeners.add(listener)
        queueMicrotask(() => {
          if (accountListeners.has(listener)) listener(exposed())
        })
        return () => void accountListeners.delete(listener)
      },
    },
    signer: {
      async signRaw({ address, data, type }) {
        if (!authorised()) throw unauthorised()
        const index = held.findIndex((account) => account.address === address)
        if (index < 0) throw unauthorised()
        if (type !== 'bytes' || !isHex(data)) throw new ProviderRpcError(-32602, 'signRaw needs hex bytes')
        await confirm('signRaw', { address, message: describe(data) })
        signatures += 1
        const pair = pairs[index]!
        const signature = sr25519Sign(pair.publicKey, pair.secretKey, u8aWrapBytes(hexToU8a(data)))
        return { id: signatures, signature: u8aToHex(signature) }
      },
    },
  }

  return {
    source: {
      version: '0.1.0',
      name,
      rdns,
      icon: devWalletIcon(name, rdns),
      async enable(appName) {
        if (!authorised()) {
          await confirm('enable', { origin: origin(), appName: String(appName).slice(0, 100) })
          if (!authorised()) state.origins.push(origin())
          save()
          emitAccounts()
        }
        return injected
      },
    },
    accounts: held,
    get addresses() {
      return ordered().map((account) => account.address)
    },
    chainId: 'polkadot (sr25519)',
    get authorised() {
      return authorised()
    },
    get autoApprove() {
      return approvals.autoApprove
    },
    setAutoApprove: (enabled) => approvals.setAutoApprove(enabled),
    pending: () => approvals.pending(),
    resolve: (id, approved) => approvals.resolve(id, approved),
    subscribe(listener) {
      controlListeners.add(listener)
      return () => void controlListeners.delete(listener)
    },
    selectAccount(index) {
      if (!held[index]) throw new RangeError(`The polkadot dev wallet holds ${held.length} accounts`)
      if (state.accountIndex === index) return
      state.accountIndex = index
      save()
      emitAccounts()
    },
    revoke() {
      if (!authorised()) return
      state.origins = state.origins.filter((item) => item !== origin())
      save()
      emitAccounts()
    },
  }
}
