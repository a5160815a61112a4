import type {
  SolanaSignAndSendTransactionInput,
  SolanaSignMessageInput,
  SolanaSignTransactionInput,
} from '@solana/wallet-standard-features'
import type { WalletAccount, WalletIcon } from '@wallet-standard/base'
import type { StandardEventsChangeProperties, StandardEventsListeners } from '@wallet-standard/features'
import bs58 from 'bs58'
import nacl from 'tweetnacl'
import { createApprovalQueue } from '../../wallet/createApprovalQueue.js'
import type { DevWalletStorage } from '../../wallet/DevWalletStorage.js'
import { devWalletIcon } from '../../wallet/devWalletIcon.js'
import { jsonRpc } from '../../wallet/jsonRpc.js'
import { ProviderRpcError } from '../../wallet/ProviderRpcError.js'
import { solanaDevAccounts } from '../solanaDevAccounts.js'
import { createSignInFeature } from './createSignInFeature.js'
import { parseWireTransaction } from './parseWireTransaction.js'
import type { SolanaDevWallet } from './SolanaDevWallet.js'
import type { SolanaDevWalletChain } from './SolanaDevWalletChain.js'
import type { SolanaDevWalletRequest } from './SolanaDevWalletRequest.js'

export interface CreateSolanaDevWalletOptions {
  readonly chains: readonly SolanaDevWalletChain[]
  /** 64-byte ed25519 secret keys; the first two dev accounts by default. */
  readonly secretKeys?: readonly Uint8Array[]
  readonly name?: string
  readonly icon?: WalletIcon
  readonly storage?: DevWalletStorage
  readonly storageKey?: string
  /** Decides requests while auto-approve is on (approve everything by default). */
  readonly approve?: (request: SolanaDevWalletRequest) => boolean | Promise<boolean>
  readonly autoApprove?: boolean
  /** How long signAndSendTransaction waits for options.commitment (ms, default 30000). */
  readonly confirmTimeoutMs?: number
  /** Offer solana:signIn (Sign In With Solana), as Phantom and Solflare do (default true). */
  readonly signIn?: boolean
}

interface PersistedState {
  authorised: boolean
  accountIndex: number
}

const features = ['solana:signAndSendTransaction', 'solana:signTransaction', 'solana:signMessage'] as const
const commitmentRank: Readonly<Record<string, number>> = { processed: 0, confirmed: 1, finalized: 2 }

const unauthorised = () =>
  new ProviderRpcError(4100, 'The requested account and/or method has not been authorized by the user.')
const invalidParams = (message: string) => new ProviderRpcError(-32602, message)

function iconOf(name: string): WalletIcon {
  const svg = decodeURIComponent(
    devWalletIcon(name, 'dev.gangway.wallet').replace(/^data:image\/svg\+xml,/, ''),
  )
  const base64 = btoa(String.fromCharCode(...new TextEncoder().encode(svg)))
  return `data:image/svg+xml;base64,${base64}`
}

function describeMessage(message: Uint8Array): string {
  const text = new TextDecoder('utf-8', { fatal: false }).decode(message)
  return /^[\P{Cc}\n\t]*$/u.test(text) && !text.includes('\uFFFD') ? text : `base58:${bs58.encode(message)}`
}

/** A Wallet Standard Solana wallet holding dev keys: real ed25519 signatures (tweetnacl), sends over the chain's JSON-RPC. */
export function createSolanaDevWallet(options: CreateSolanaDevWalletOptions): SolanaDevWallet {
  const keys = (options.secretKeys ?? solanaDevAccounts.slice(0, 2).map((account) => account.secretKey)).map(
    (secretKey) => nacl.sign.keyPair.fromSecretKey(Uint8Array.from(secretKey)),
  )
  if (keys.length === 0) throw new Error('The Solana dev wallet needs at least one secret key')
  if (options.chains.length === 0) throw new Error('The Solana dev wallet needs at least one chain')
  const name = options.name ?? 'Gangway Dev Wallet'
  const chains = options.chains.map((chain) => chain.chain)
  const storageKey = options.storageKey ?? 'gangway-solana-dev-wallet'
  const walletAccounts: WalletAccount[] = keys.map((key, index) =>
    Object.freeze({
      address: bs58.encode(key.publicKey),
      publicKey: key.publicKey,
      chains,
      features,
      label: `Dev account ${index + 1}`,
    }),
  )
  const changeListeners = new Set<StandardEventsListeners['change']>()
  const controlListeners = new Set<() => void>()
  const approvals = createApprovalQueue<SolanaDevWalletRequest>({
    approve: options.approve,
    autoApprove: options.autoApprove,
    notify,
  })
  let connected = false
  let connectPending = false
  const state: PersistedState = load()

  function load(): PersistedState {
    try {
      const stored = JSON.parse(options.storage?.getItem(storageKey) ?? '{}') as Partial<PersistedState>
      return {
        authorised: stored.authorised === true,
        accountIndex:
          typeof stored.accountIndex === 'number' && keys[stored.accountIndex] ? stored.accountIndex : 0,
      }
    } catch {
      return { authorised: false, accountIndex: 0 }
    }
  }

  function save(): void {
    options.storage?.setItem(storageKey, JSON.stringify(state))
    notify()
  }

  function notify(): void {
    for (const listener of [...controlListeners]) listener()
  }

  function emitChange(properties: StandardEventsChangeProperties): void {
    for (const listener of [...changeListeners]) {
      try {
        listener(properties)
      } catch (error) {
        queueMicrotask(() => {
          throw error
        })
      }
    }
  }

  function ordered(): WalletAccount[] {
    const active = walletAccounts[state.accountIndex]!
    return [active, ...walletAccounts.filter((account) => account !== active)]
  }

  function exposed(): readonly WalletAccount[] {
    return connected && state.authorised ? ordered() : []
  }

  function keyFor(account: WalletAccount | undefined): nacl.SignKeyPair {
    if (!connected || !state.authorised) throw unauthorised()
    const index = walletAccounts.findIndex((item) => item.address === account?.address)
    if (index < 0) throw unauthorised()
    return keys[index]!
  }

  function confirm(method: string, params: unknown, chain?: string): Promise<void> {
    return approvals.confirm((id) => ({ id, method, params, chain, createdAt: Date.now() }))
  }

  function chainOf(chain: string | undefined): SolanaDevWalletChain {
    const found =
      chain === undefined ? options.chains[0] : options.chains.find((item) => item.chain === chain)
    if (!found) throw invalidParams(`The dev wallet does not support the chain ${String(chain)}`)
    return found
  }

  function sign(input: Uint8Array, key: nacl.SignKeyPair): Uint8Array {
    const bytes = Uint8Array.from(input)
    let wire: ReturnType<typeof parseWireTransaction>
    try {
      wire = parseWireTransaction(bytes)
    } catch (error) {
      throw invalidParams(`Invalid transaction: ${(error as Error).message}`)
    }
    const address = bs58.encode(key.publicKey)
    const slot = wire.signers.indexOf(address)
    if (slot < 0) throw invalidParams(`The transaction does not need a signature from ${address}`)
    const signed = bytes
    signed.set(nacl.sign.detached(wire.message, key.secretKey), wire.signaturesOffset + 64 * slot)
    return signed
  }

  function describeTransaction(input: SolanaSignTransactionInput) {
    const wire = parseWireTransaction(input.transaction)
    return {
      account: input.account.address,
      feePayer: wire.signers[0],
      signers: wire.signers,
      version: wire.version,
      bytes: input.transaction.length,
      ...(input.chain ? { chain: input.chain } : {}),
      ...(input.options ? { options: input.options } : {}),
    }
  }

  async function waitFor(rpcUrl: string, signature: string, commitment: string): Promise<void> {
    const deadline = Date.now() + (options.confirmTimeoutMs ?? 30_000)
    while (Date.now() < deadline) {
      const { value } = (await jsonRpc(rpcUrl, 'getSignatureStatuses', [[signature]])) as {
        value: ({ err: unknown; confirmationStatus?: string } | null)[]
      }
      const status = value[0]
      if (status?.err) throw new ProviderRpcError(-32002, `Transaction ${signature} failed`, status.err)
      if (
        status &&
        (commitmentRank[status.confirmationStatus ?? ''] ?? -1) >= (commitmentRank[commitment] ?? 1)
      )
        return
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    throw new ProviderRpcError(-32603, `Transaction ${signature} was not ${commitment} in time`)
  }

  async function connect(input?: { readonly silent?: boolean }) {
    if (!state.authorised) {
      if (input?.silent) return { accounts: [] }
      if (connectPending)
        throw new ProviderRpcError(-32002, 'Already processing standard:connect. Please wait.')
      connectPending = true
      try {
        await confirm('standard:connect', {
          origin: typeof location === 'undefined' ? 'node' : location.origin,
        })
      } finally {
        connectPending = false
      }
      state.authorised = true
      save()
    }
    if (!connected) {
      connected = true
      notify()
      emitChange({ accounts: exposed() })
    }
    return { accounts: exposed() }
  }

  function setAuthorised(authorised: boolean): void {
    const had = exposed().length > 0
    state.authorised = authorised
    if (!authorised) connected = false
    save()
    if (had !== exposed().length > 0) emitChange({ accounts: exposed() })
  }

  const wallet: SolanaDevWallet = {
    version: '1.0.0',
    name,
    icon: options.icon ?? iconOf(name),
    chains,
    get accounts() {
      return exposed()
    },
    features: {
      'standard:connect': { version: '1.0.0', connect },
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          setAuthorised(false)
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(event, listener) {
          if (event !== 'change') return () => undefined
          changeListeners.add(listener)
          return () => void changeListeners.delete(listener)
        },
      },
      ...(options.signIn === false
        ? {}
        : { 'solana:signIn': createSignInFeature({ accounts: exposed, keyFor, confirm }) }),
      'solana:signMessage': {
        version: '1.1.0',
        async signMessage(...inputs: readonly SolanaSignMessageInput[]) {
          const outputs = []
          for (const input of inputs) {
            const key = keyFor(input.account)
            if (!ArrayBuffer.isView(input.message)) throw invalidParams('message must be a Uint8Array')
            const message = Uint8Array.from(input.message)
            await confirm('solana:signMessage', {
              account: input.account.address,
              message: describeMessage(message),
            })
            outputs.push({
              signedMessage: message,
              signature: nacl.sign.detached(message, key.secretKey),
              signatureType: 'ed25519' as const,
            })
          }
          return outputs
        },
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signTransaction(...inputs: readonly SolanaSignTransactionInput[]) {
          const outputs = []
          for (const input of inputs) {
            const key = keyFor(input.account)
            if (input.chain) chainOf(input.chain)
            await confirm('solana:signTransaction', describeTransaction(input), input.chain)
            outputs.push({ signedTransaction: sign(input.transaction, key) })
          }
          return outputs
        },
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signAndSendTransaction(...inputs: readonly SolanaSignAndSendTransactionInput[]) {
          const outputs = []
          for (const input of inputs) {
            const key = keyFor(input.account)
            const { rpcUrl } = chainOf(input.chain)
            await confirm('solana:signAndSendTransaction', describeTransaction(input), input.chain)
            const signed = sign(input.transaction, key)
            const { preflightCommitment, skipPreflight, maxRetries, minContextSlot, commitment } =
              input.options ?? {}
            const signature = (await jsonRpc(rpcUrl, 'sendTransaction', [
              btoa(String.fromCharCode(...signed)),
              {
                encoding: 'base64',
                ...(preflightCommitment ? { preflightCommitment } : {}),
                ...(skipPreflight === undefined ? {} : { skipPreflight }),
                ...(maxRetries === undefined ? {} : { maxRetries }),
                ...(minContextSlot === undefined ? {} : { minContextSlot }),
              },
            ])) as string
            if (commitment) await waitFor(rpcUrl, signature, commitment)
            outputs.push({ signature: bs58.decode(signature) })
          }
          return outputs
        },
      },
    },
    get addresses() {
      return ordered().map((account) => account.address)
    },
    get chainId() {
      return chains[0]!
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
      return () => void controlListeners.delete(listener)
    },
    selectAccount(index) {
      if (!keys[index]) throw new RangeError(`The dev wallet holds ${keys.length} accounts`)
      if (state.accountIndex === index) return
      state.accountIndex = index
      save()
      if (exposed().length > 0) emitChange({ accounts: exposed() })
    },
    revoke: () => setAuthorised(false),
  }
  return wallet
}
