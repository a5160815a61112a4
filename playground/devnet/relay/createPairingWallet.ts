import { SignClient } from '@walletconnect/sign-client'
import type { ProposalTypes, SignClientTypes } from '@walletconnect/types'
import { buildApprovedNamespaces, getSdkError } from '@walletconnect/utils'
import { verifyMessage } from 'viem'
import { createKeyValueStorage } from '../../../plugins/walletconnect/createKeyValueStorage.js'
import { keepVerifyLocal } from '../../../plugins/walletconnect/keepVerifyLocal.js'
import { devAccounts } from '../devAccounts.js'
import { solanaDevAccounts } from '../solana/solanaDevAccounts.js'
import type { SolanaDevWalletChain } from '../solana/wallet/SolanaDevWalletChain.js'
import { createDevWalletProvider } from '../wallet/createDevWalletProvider.js'
import type { DevWalletChain } from '../wallet/DevWalletChain.js'
import { answerAuthenticate } from './answerAuthenticate.js'
import { createBip122PairingSigner } from './createBip122PairingSigner.js'
import { createCosmosPairingSigner } from './createCosmosPairingSigner.js'
import { createPolkadotPairingSigner } from './createPolkadotPairingSigner.js'
import { createSolanaPairingSigner } from './createSolanaPairingSigner.js'
import type { PairingNamespaceSigner } from './PairingNamespaceSigner.js'
import type { PairingWallet } from './PairingWallet.js'

export interface CreatePairingWalletOptions {
  readonly relayUrl: string
  readonly chains: readonly DevWalletChain[]
  readonly privateKey?: `0x${string}`
  /** Solana chains the wallet approves when a proposal asks for solana; none by default. */
  readonly solanaChains?: readonly SolanaDevWalletChain[]
  /** The Solana key (64-byte ed25519 secret key); default: the third Solana dev account. */
  readonly solanaSecretKey?: Uint8Array
  /** Chains the wallet approves in a session; default: every chain it knows. */
  readonly approvedChainIds?: readonly number[]
  /** Methods the wallet approves; default: the eip155 methods Gangway asks for. */
  readonly methods?: readonly string[]
  /** Approves (true) or rejects (false) a proposal, at once or later; default: approve. */
  readonly decide?: (proposal: ProposalTypes.Struct) => boolean | Promise<boolean>
  /** Requests the visitor rejects: answered with WalletConnect's USER_REJECTED (5000 'User rejected.'). */
  readonly rejects?: (method: string) => boolean
  /** Session requests wait for resolve() (the playground's panel) instead of being signed at once. */
  readonly manualApproval?: boolean
  /**
   * Answers WalletConnect one-click auth (wc_sessionAuthenticate) with a CACAO signed by ethers, or rejects
   * it as the visitor would ('reject': USER_REJECTED); off by default (the wallet answers the proposal).
   */
  readonly oneClickAuth?: boolean | 'reject'
}

const defaultMethods = [
  'personal_sign',
  'eth_sendTransaction',
  'eth_signTypedData_v4',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
]
let instances = 0

/**
 * Creates a Node wallet on the local relay that signs with dev keys: eip155 against the devnet, solana on
 * the given Solana chains, and polkadot, cosmos and bip122 on any chain of theirs a proposal asks for.
 */
export async function createPairingWallet(options: CreatePairingWalletOptions): Promise<PairingWallet> {
  instances += 1
  const privateKey = options.privateKey ?? devAccounts[0]!.privateKey
  const signer = createDevWalletProvider({ chains: options.chains, privateKeys: [privateKey] })
  const [address] = (await signer.request({ method: 'eth_requestAccounts' })) as `0x${string}`[]
  if (options.manualApproval) signer.setAutoApprove(false)
  const solana = options.solanaChains?.length
    ? await createSolanaPairingSigner({
        chains: options.solanaChains,
        secretKey: options.solanaSecretKey ?? solanaDevAccounts[2]!.secretKey,
        ...(options.manualApproval ? { manualApproval: true } : {}),
      })
    : undefined
  const manual = options.manualApproval ? { manualApproval: true } : {}
  const signers: readonly PairingNamespaceSigner[] = [
    await createPolkadotPairingSigner(manual),
    createCosmosPairingSigner(manual),
    createBip122PairingSigner(manual),
  ]
  const memory = new Map<string, string>()
  const client = await SignClient.init({
    projectId: 'gangway-dev',
    relayUrl: options.relayUrl,
    telemetryEnabled: false,
    customStoragePrefix: `gangway-dev-wallet-${instances}`,
    storage: createKeyValueStorage(
      {
        getItem: (key) => memory.get(key) ?? null,
        setItem: (key, value) => void memory.set(key, value),
        removeItem: (key) => void memory.delete(key),
      },
      'wallet:',
    ),
    metadata: {
      name: 'Gangway Pairing Wallet',
      description: 'A dev wallet that pairs by WalletConnect URI',
      url: 'http://127.0.0.1',
      icons: [],
    },
  })
  keepVerifyLocal(client.core)
  const requests: { method: string; chainId: string; params: unknown }[] = []
  let proposals = 0
  let authentications = 0
  const decisions = new Map<string, (result: { approved: boolean; topic?: string }) => void>()

  client.on(
    'session_proposal',
    async ({ id, params }: SignClientTypes.EventArguments['session_proposal']) => {
      proposals += 1
      const settle = decisions.get(params.pairingTopic)
      decisions.delete(params.pairingTopic)
      try {
        if (options.decide && !(await options.decide(params))) {
          await client.reject({ id, reason: getSdkError('USER_REJECTED') })
          settle?.({ approved: false })
          return
        }
        const chains = (options.approvedChainIds ?? options.chains.map((chain) => chain.chainId)).map(
          (chainId) => `eip155:${chainId}`,
        )
        const namespaces = buildApprovedNamespaces({
          proposal: params,
          supportedNamespaces: {
            eip155: {
              chains,
              methods: [...(options.methods ?? defaultMethods)],
              events: ['accountsChanged', 'chainChanged'],
              accounts: chains.map((chain) => `${chain}:${address}`),
            },
            ...(solana && options.solanaChains
              ? {
                  solana: {
                    chains: options.solanaChains.map((item) => item.chain),
                    methods: [
                      'solana_signMessage',
                      'solana_signTransaction',
                      'solana_signAndSendTransaction',
                    ],
                    events: [],
                    accounts: options.solanaChains.map((item) => `${item.chain}:${solana.address}`),
                  },
                }
              : {}),
            ...Object.fromEntries(
              signers.flatMap((item) => {
                const asked = [params.requiredNamespaces, params.optionalNamespaces].flatMap(
                  (namespaces) => namespaces?.[item.namespace]?.chains ?? [],
                )
                const approved = item.approve([...new Set(asked)])
                return approved ? [[item.namespace, approved]] : []
              }),
            ),
          },
        })
        const { topic } = await client.approve({ id, namespaces })
        settle?.({ approved: true, topic })
      } catch (error) {
        settle?.({ approved: false })
        throw error
      }
    },
  )

  if (options.oneClickAuth)
    client.on(
      'session_authenticate',
      async (event: SignClientTypes.EventArguments['session_authenticate']) => {
        authentications += 1
        const settle = decisions.get(event.topic)
        decisions.delete(event.topic)
        try {
          if (options.oneClickAuth === 'reject') {
            await client.rejectSessionAuthenticate({ id: event.id, reason: getSdkError('USER_REJECTED') })
            settle?.({ approved: false })
            return
          }
          const chains = (options.approvedChainIds ?? options.chains.map((chain) => chain.chainId)).map(
            (chainId) => `eip155:${chainId}`,
          )
          const topic = await answerAuthenticate(client, event, {
            privateKey,
            chains,
            methods: [...(options.methods ?? defaultMethods)],
          })
          settle?.(topic ? { approved: true, topic } : { approved: false })
        } catch (error) {
          settle?.({ approved: false })
          throw error
        }
      },
    )

  const approveChain = async (topic: string, chainId: number) => {
    const eip155 = client.session.get(topic).namespaces.eip155
    const account = `eip155:${chainId}:${address}`
    if (!eip155 || eip155.accounts.includes(account)) return
    const chains = [...(eip155.chains ?? []), `eip155:${chainId}`]
    await client.update({
      topic,
      namespaces: { eip155: { ...eip155, chains, accounts: [...eip155.accounts, account] } },
    })
    await client.emit({ topic, chainId: `eip155:${chainId}`, event: { name: 'chainChanged', data: chainId } })
  }

  client.on(
    'session_request',
    async ({ id, topic, params }: SignClientTypes.EventArguments['session_request']) => {
      const { request, chainId } = params
      requests.push({ method: request.method, chainId, params: request.params })
      if (options.rejects?.(request.method)) {
        await client.respond({ topic, response: { id, jsonrpc: '2.0', error: getSdkError('USER_REJECTED') } })
        return
      }
      try {
        const other = signers.find((item) => chainId.startsWith(`${item.namespace}:`))
        if (other) {
          const result = await other.answer(request.method, request.params, chainId)
          await client.respond({ topic, response: { id, jsonrpc: '2.0', result } })
          return
        }
        if (solana && chainId.startsWith('solana:')) {
          const result = await solana.answer(request.method, request.params, chainId)
          await client.respond({ topic, response: { id, jsonrpc: '2.0', result } })
          return
        }
        const wanted = Number(chainId.split(':')[1])
        if (wanted !== signer.chainId)
          await signer.request({
            method: 'wallet_switchEthereumChain',
            params: [{ chainId: `0x${wanted.toString(16)}` }],
          })
        const result = await signer.request(request)
        await client.respond({ topic, response: { id, jsonrpc: '2.0', result } })
        if (request.method === 'wallet_switchEthereumChain') await approveChain(topic, signer.chainId)
      } catch (cause) {
        const error = cause as { code?: number; message?: string }
        await client.respond({
          topic,
          response: {
            id,
            jsonrpc: '2.0',
            error: { code: error.code ?? 5000, message: error.message ?? String(cause) },
          },
        })
      }
    },
  )

  return {
    address: address!,
    ...(solana ? { solanaAddress: solana.address } : {}),
    async pair(uri) {
      const topic = uri.slice(uri.indexOf(':') + 1, uri.indexOf('@'))
      const decided = new Promise<{ approved: boolean; topic?: string }>((resolve) =>
        decisions.set(topic, resolve),
      )
      await client.pair({ uri })
      return decided
    },
    sessions: () => client.session.getAll(),
    async deleteSessions() {
      for (const session of client.session.getAll())
        await client.disconnect({ topic: session.topic, reason: getSdkError('USER_DISCONNECTED') })
    },
    async updateNamespaces(change) {
      for (const session of client.session.getAll()) {
        const { acknowledged } = await client.update({
          topic: session.topic,
          namespaces: change(session.namespaces),
        })
        await acknowledged()
      }
    },
    async emitChainChanged(chainId) {
      for (const session of client.session.getAll())
        await client.emit({
          topic: session.topic,
          chainId: `eip155:${chainId}`,
          event: { name: 'chainChanged', data: chainId },
        })
    },
    requests,
    get proposals() {
      return proposals
    },
    get authentications() {
      return authentications
    },
    pending: () => [
      ...signer.pending(),
      ...(solana?.pending() ?? []),
      ...signers.flatMap((item) => item.pending()),
    ],
    resolve: (id, approved) =>
      signers.some((item) => item.resolve(id, approved)) ||
      solana?.resolve(id, approved) ||
      signer.resolve(id, approved),
    verifies: (message, signature) => verifyMessage({ address: address!, message, signature }),
    async close() {
      await client.core.relayer.transportClose().catch(() => undefined)
      client.core.heartbeat.stop()
    },
  }
}
