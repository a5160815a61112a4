import type { ChainInfo, StdSignature } from '@keplr-wallet/types'
import { secp256k1 } from '@noble/curves/secp256k1.js'
import { ripemd160 } from '@noble/hashes/legacy.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { bech32 } from '@scure/base'
import { createApprovalQueue } from '../wallet/createApprovalQueue.js'
import type { DevWalletStorage } from '../wallet/DevWalletStorage.js'
import { devWalletIcon } from '../wallet/devWalletIcon.js'
import type { CosmosDevWallet } from './CosmosDevWallet.js'
import type { CosmosDevWalletChain } from './CosmosDevWalletChain.js'
import type { CosmosDevWalletRequest } from './CosmosDevWalletRequest.js'
import { type CosmosDevKey, cosmosDevKeys } from './cosmosDevKeys.js'
import { directSignBytes } from './directSignBytes.js'
import { serializeAminoSignDoc } from './serializeAminoSignDoc.js'

export interface CreateCosmosDevWalletOptions {
  readonly chains: readonly CosmosDevWalletChain[]
  /** The keys it holds; the first two of the dev mnemonic by default. */
  readonly keys?: readonly CosmosDevKey[]
  readonly name?: string
  readonly rdns?: string
  readonly storage?: DevWalletStorage
  readonly storageKey?: string
  /** The origin permissions are kept for; location.origin by default. */
  readonly origin?: string
  /** Where keplr_keystorechange is dispatched; window by default. */
  readonly target?: EventTarget
  /** Decides requests while auto-approve is on (approve everything by default). */
  readonly approve?: (request: CosmosDevWalletRequest) => boolean | Promise<boolean>
  readonly autoApprove?: boolean
}

interface Persisted {
  accountIndex: number
  enabled: Record<string, string[]>
  suggested: CosmosDevWalletChain[]
}

const pubKeyType = 'tendermint/PubKeySecp256k1'
const b64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
const list = (ids: string | string[]) => (Array.isArray(ids) ? ids : [ids])
/** Keplr's refusal: a plain Error with this message, no code. */
const rejected = () => new Error('Request rejected')

/** A Keplr-compatible cosmos wallet (window.keplr) holding dev secp256k1 keys: ADR-36 signArbitrary, amino and direct signing, per-origin permissions. */
export function createCosmosDevWallet(options: CreateCosmosDevWalletOptions): CosmosDevWallet {
  const keys = options.keys ?? cosmosDevKeys(2)
  if (keys.length === 0 || options.chains.length === 0)
    throw new Error('The cosmos dev wallet needs keys and chains')
  const name = options.name ?? 'Gangway Dev Wallet'
  const rdns = options.rdns ?? 'dev.gangway.wallet'
  const storageKey = options.storageKey ?? 'gangway-cosmos-dev-wallet'
  const origin = () => options.origin ?? (typeof location === 'undefined' ? 'node' : location.origin)
  const target = () => options.target ?? (globalThis as { window?: EventTarget }).window
  const listeners = new Set<() => void>()
  const notify = () => {
    for (const listener of [...listeners]) listener()
  }
  const approvals = createApprovalQueue<CosmosDevWalletRequest>({
    approve: options.approve,
    autoApprove: options.autoApprove,
    notify,
  })
  const state = load()

  function load(): Persisted {
    try {
      const stored = JSON.parse(options.storage?.getItem(storageKey) ?? '{}') as Partial<Persisted>
      return {
        accountIndex:
          typeof stored.accountIndex === 'number' && keys[stored.accountIndex] ? stored.accountIndex : 0,
        enabled: stored.enabled && typeof stored.enabled === 'object' ? stored.enabled : {},
        suggested: Array.isArray(stored.suggested) ? stored.suggested : [],
      }
    } catch {
      return { accountIndex: 0, enabled: {}, suggested: [] }
    }
  }
  function save() {
    options.storage?.setItem(storageKey, JSON.stringify(state))
    notify()
  }
  const chains = () => [...options.chains, ...state.suggested]
  const enabledHere = () => state.enabled[origin()] ?? []
  const chainOf = (chainId: string) => {
    const chain = chains().find((item) => item.chainId === chainId)
    if (!chain) throw new Error(`There is no chain info for ${chainId}`)
    return chain
  }
  const key = () => keys[state.accountIndex] as CosmosDevKey
  const addressOn = (chain: CosmosDevWalletChain, held = key()) =>
    bech32.encode(chain.bech32Prefix, bech32.toWords(held.address))
  const confirm = async (method: string, chainId: string, params: unknown) => {
    try {
      await approvals.confirm((id) => ({ id, method, params, chainId, createdAt: Date.now() }))
    } catch {
      throw rejected()
    }
  }
  const signer = async (chainId: string, address: string) => {
    const chain = chainOf(chainId)
    if (!enabledHere().includes(chainId)) await wallet.enable(chainId)
    if (address !== addressOn(chain)) throw new Error(`Signer address does not match: ${address}`)
    return key()
  }
  const sign = (bytes: Uint8Array, held: CosmosDevKey): StdSignature => ({
    pub_key: { type: pubKeyType, value: b64(held.publicKey) },
    signature: b64(secp256k1.sign(sha256(bytes), held.secretKey, { prehash: false })),
  })
  const adr36 = (signer: string, data: string | Uint8Array) => ({
    chain_id: '',
    account_number: '0',
    sequence: '0',
    fee: { gas: '0', amount: [] },
    msgs: [
      {
        type: 'sign/MsgSignData',
        value: { signer, data: b64(typeof data === 'string' ? new TextEncoder().encode(data) : data) },
      },
    ],
    memo: '',
  })

  const wallet: CosmosDevWallet = {
    name,
    rdns,
    icon: devWalletIcon(name, rdns),
    version: '0.13.0-dev',
    mode: 'extension',
    async enable(chainIds) {
      const wanted = list(chainIds)
      for (const chainId of wanted) chainOf(chainId)
      const missing = wanted.filter((chainId) => !enabledHere().includes(chainId))
      if (missing.length === 0) return
      await confirm('enable', missing[0] as string, { origin: origin(), chainIds: missing })
      state.enabled[origin()] = [...enabledHere(), ...missing.filter((id) => !enabledHere().includes(id))]
      save()
    },
    async disable(chainIds) {
      const dropped = chainIds === undefined ? enabledHere() : list(chainIds)
      state.enabled[origin()] = enabledHere().filter((id) => !dropped.includes(id))
      save()
    },
    isEnabled: async (chainId) => enabledHere().includes(chainId),
    async getKey(chainId) {
      const chain = chainOf(chainId)
      if (!enabledHere().includes(chainId)) await wallet.enable(chainId)
      const held = key()
      return {
        name: `Dev account ${state.accountIndex + 1}`,
        algo: 'secp256k1',
        pubKey: held.publicKey,
        address: held.address,
        bech32Address: addressOn(chain),
        ethereumHexAddress: '',
        isNanoLedger: false,
        isKeystone: false,
      }
    },
    async experimentalSuggestChain(info: ChainInfo) {
      const prefix = info?.bech32Config?.bech32PrefixAccAddr
      if (typeof info?.chainId !== 'string' || typeof prefix !== 'string' || !/^[a-z]{1,20}$/.test(prefix))
        throw new Error('Invalid chain info')
      const known = chains().some((item) => item.chainId === info.chainId)
      if (!known) {
        await confirm('experimentalSuggestChain', info.chainId, {
          chainId: info.chainId,
          chainName: info.chainName,
          bech32Prefix: prefix,
          rpc: info.rpc,
        })
        state.suggested.push({
          chainId: info.chainId,
          chainName: String(info.chainName),
          bech32Prefix: prefix,
        })
      }
      // Keplr grants the suggesting origin the chain at the same time.
      if (!enabledHere().includes(info.chainId)) state.enabled[origin()] = [...enabledHere(), info.chainId]
      save()
    },
    async signArbitrary(chainId, signerAddress, data) {
      const held = await signer(chainId, signerAddress)
      const shown = typeof data === 'string' ? data : `base64:${b64(data)}`
      await confirm('signArbitrary', chainId, { signer: signerAddress, data: shown })
      return sign(serializeAminoSignDoc(adr36(signerAddress, data)), held)
    },
    async verifyArbitrary(chainId, signerAddress, data, signature) {
      const chain = chainOf(chainId)
      const publicKey = Uint8Array.from(atob(signature.pub_key.value), (char) => char.charCodeAt(0))
      const owner = bech32.encode(chain.bech32Prefix, bech32.toWords(ripemd160(sha256(publicKey))))
      if (owner !== signerAddress) return false
      const bytes = Uint8Array.from(atob(signature.signature), (char) => char.charCodeAt(0))
      const digest = sha256(serializeAminoSignDoc(adr36(signerAddress, data)))
      return secp256k1.verify(bytes, digest, publicKey, { prehash: false })
    },
    async signAmino(chainId, signerAddress, signDoc) {
      const held = await signer(chainId, signerAddress)
      await confirm('signAmino', chainId, { signer: signerAddress, signDoc })
      return { signed: signDoc, signature: sign(serializeAminoSignDoc(signDoc), held) }
    },
    async signDirect(chainId, signerAddress, signDoc) {
      const held = await signer(chainId, signerAddress)
      await confirm('signDirect', chainId, { signer: signerAddress, chainId: signDoc.chainId })
      return { signed: signDoc, signature: sign(directSignBytes(signDoc), held) }
    },
    getOfflineSigner(chainId) {
      return {
        getAccounts: async () => {
          const { bech32Address, pubKey } = await wallet.getKey(chainId)
          return [{ address: bech32Address, algo: 'secp256k1' as const, pubkey: pubKey }]
        },
        signAmino: (signerAddress, signDoc) => wallet.signAmino(chainId, signerAddress, signDoc),
        signDirect: (signerAddress, signDoc) => wallet.signDirect(chainId, signerAddress, signDoc),
      }
    },
    get chains() {
      return chains()
    },
    get enabledChains() {
      return enabledHere()
    },
    get addresses() {
      const chain = options.chains[0] as CosmosDevWalletChain
      const active = key()
      return [active, ...keys.filter((item) => item !== active)].map((held) => addressOn(chain, held))
    },
    get chainId() {
      return enabledHere()[0] ?? (options.chains[0] as CosmosDevWalletChain).chainId
    },
    get authorised() {
      return enabledHere().length > 0
    },
    get autoApprove() {
      return approvals.autoApprove
    },
    setAutoApprove: (enabled) => approvals.setAutoApprove(enabled),
    pending: () => approvals.pending(),
    resolve: (id, approved) => approvals.resolve(id, approved),
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    selectAccount(index) {
      if (!keys[index]) throw new RangeError(`The dev wallet holds ${keys.length} accounts`)
      if (state.accountIndex === index) return
      state.accountIndex = index
      save()
      target()?.dispatchEvent(new Event('keplr_keystorechange'))
    },
    revoke() {
      delete state.enabled[origin()]
      save()
    },
  }
  return wallet
}
