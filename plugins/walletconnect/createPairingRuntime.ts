import { UniversalProvider } from '@walletconnect/universal-provider'
import type { StoreApi } from 'zustand/vanilla'
import {
  ChainError,
  type ChainNamespace,
  ConnectionError,
  type ConnectionErrorMessage,
  connectionRejected,
  failedToConnect,
  GangwayError,
  jsonRpcProviderNotFound,
  type PluginContext,
  safeUrl,
  signClientNotInitialized,
} from '../../entries/plugin.js'
import { buildOptionalNamespaces } from './buildOptionalNamespaces.js'
import { createKeyValueStorage } from './createKeyValueStorage.js'
import { createPairingFlow } from './createPairingFlow.js'
import type { RelayHalt } from './createRelayHalt.js'
import { createRelayLogger } from './createRelayLogger.js'
import { createSessionEvents } from './createSessionEvents.js'
import { keepVerifyLocal } from './keepVerifyLocal.js'
import { leaseUniversalProvider, type ProviderLease } from './leaseUniversalProvider.js'
import { namespaceRpc } from './namespaceRpc.js'
import { oneClickAuthenticate } from './oneClickAuthenticate.js'
import type { PairingRuntime } from './PairingRuntime.js'
import type { PairingState } from './PairingState.js'
import { pairingTimings } from './pairingTimings.js'
import { redactErrorSecrets } from './redactErrorSecrets.js'
import { eip155Session, requestEip155 } from './requestEip155.js'
import { requestNamespace } from './requestNamespace.js'
import { resolveStorage } from './resolveStorage.js'
import { sessionAccounts } from './sessionAccounts.js'
import { waitForEvent } from './waitForEvent.js'
import { withDeadline } from './withDeadline.js'

type Provider = InstanceType<typeof UniversalProvider>
type Session = NonNullable<Provider['session']>

export interface PairingRuntimeDeps {
  readonly ctx: PluginContext
  readonly store: StoreApi<PairingState>
  /** Namespaces served through the session (each has a 'walletConnect' connector). */
  readonly namespaces: readonly ChainNamespace[]
  readonly storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined
  /** Hands a wallet event to the provider bridge of a namespace. */
  readonly emit: (namespace: ChainNamespace, event: string, ...args: unknown[]) => void
}

const CONNECTOR_ID = 'walletConnect'
const STORAGE_PREFIX = 'gangway'
/** How long a request waits for the relay to come back, or a switch for the wallet to approve the chain. */
const SETTLE_MS = 10_000
const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' }

/**
 * The universal provider and everything that needs it: pairing (URI, expiry, retry), requests,
 * session events and restore. Relay URL and project id come from the config, chain reads go to the
 * configured RPCs, telemetry is off and the verify step stays local (keepVerifyLocal).
 */
export function createPairingRuntime(deps: PairingRuntimeDeps): PairingRuntime {
  const { ctx, store, emit } = deps
  const networks = ctx.config.networks
  const rpcMap = buildOptionalNamespaces(networks, ['eip155']).eip155?.rpcMap ?? {}
  let disposed = false
  /** Cancels so far: a connect that started before one of them gives up once the provider is ready. */
  let cancels = 0
  let cancelMessage: ConnectionErrorMessage | undefined
  const onCancel = new Set<(message: ConnectionErrorMessage | undefined) => void>()
  /** `work`, or a ConnectionError as soon as the pairing is cancelled (a provider that never finishes init). */
  const untilCancelled = <T>(work: Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      const stop = (message: ConnectionErrorMessage | undefined) =>
        reject(new ConnectionError(message ?? failedToConnect, { details: 'Pairing cancelled' }))
      onCancel.add(stop)
      work.then(resolve, reject).finally(() => onCancel.delete(stop))
    })
  /** A namespace connected through the live session since it began: the last one leaving ends it. */
  let used = false
  let provider: Promise<Provider> | undefined
  let live: Provider | undefined
  let relay: RelayHalt | undefined
  let lease: ProviderLease | undefined
  const offs: (() => void)[] = []

  const served = (session: Session | undefined) =>
    deps.namespaces.filter((namespace) => (session?.namespaces[namespace]?.accounts.length ?? 0) > 0)
  const connectedThrough = (namespace: ChainNamespace) =>
    ctx.stores.connectors.getState().active[namespace] === CONNECTOR_ID
  const eip155Accounts = (up: Provider) => {
    try {
      const { namespace, chainId } = eip155Session(up)
      return sessionAccounts(namespace.accounts, `eip155:${chainId}`)
    } catch {
      return []
    }
  }
  const activeChain = (namespace: ChainNamespace) => ctx.stores.networks.getState().active[namespace]
  const accountsOf = (up: Provider, namespace: ChainNamespace) =>
    namespace === 'eip155'
      ? eip155Accounts(up)
      : sessionAccounts(up.session?.namespaces[namespace]?.accounts ?? [], activeChain(namespace))
  const preferActiveChain = (up: Provider) => {
    const active = activeChain('eip155')
    const approved = up.session?.namespaces.eip155?.accounts.some((account: string) =>
      account.startsWith(`${active}:`),
    )
    if (active && approved) up.setDefaultChain(active)
    events.remember(up)
  }
  const events = createSessionEvents({
    namespaces: deps.namespaces,
    granted: (up) => served(up.session),
    accountsOf,
    emit,
    disconnected: (namespace) => {
      if (connectedThrough(namespace)) ctx.session.disconnected(namespace)
    },
    ended: () => {
      used = false
      store.setState({ status: 'disconnected', uri: undefined, expiresAt: undefined, linking: undefined })
    },
  })

  /** Ends a session the widget does not show, on the wallet's side too (it hears the deletion through the relay). */
  const end = async (session: Session) => {
    try {
      const up = await client()
      if (up.session?.topic === session.topic) await up.disconnect()
      else await up.client.disconnect({ topic: session.topic, reason: USER_DISCONNECTED })
    } catch (cause) {
      ctx.log.warn('Could not end an abandoned WalletConnect session', redactErrorSecrets(cause))
    }
  }

  const ready = () =>
    (provider ??= (async () => {
      const storage = resolveStorage(deps.storage ?? ctx.config.storage)
      const { projectId } = ctx.config
      const relayUrl = ctx.config.endpoints.relay
      lease = leaseUniversalProvider(storage, `${projectId}\n${relayUrl}`, async () => {
        const up = await UniversalProvider.init({
          projectId,
          relayUrl,
          metadata: { ...ctx.config.metadata, icons: [...ctx.config.metadata.icons] },
          telemetryEnabled: false,
          disableProviderPing: true,
          logger: createRelayLogger(ctx.config.debug ? ctx.log.child('walletconnect') : undefined),
          customStoragePrefix: STORAGE_PREFIX,
          storage: createKeyValueStorage(storage, '@gangway/wc/'),
        })
        keepVerifyLocal(up.client.core)
        return up
      })
      const shared = await lease.ready
      relay = shared.relay
      if (disposed)
        throw new ConnectionError(signClientNotInitialized, { details: 'The plugin was torn down' })
      const up = shared.up
      offs.push(...events.listen(up))
      if (up.session) preferActiveChain(up)
      live = up
      return up
    })())
  const client = async () => {
    try {
      return await ready()
    } catch (cause) {
      provider = undefined
      lease?.release()
      lease = undefined
      throw redactErrorSecrets(
        cause instanceof GangwayError ? cause : new ConnectionError(signClientNotInitialized, { cause }),
      )
    }
  }

  let halting: ReturnType<typeof setTimeout> | undefined
  const halt = () =>
    void provider?.then((up) => (up.session ? undefined : relay?.halt())).catch(() => undefined)
  /**
   * No attempt runs any more (failed, relay silent, modal closed): the socket is closed and stays closed
   * (no reconnect timer, no retry of a request in flight) until a new attempt resumes it. After a URI
   * was shown a wallet may have scanned it: its approval is still heard for `pairingTimings.lateApprovalMs` (and
   * that session ended on both sides) before the socket closes.
   */
  const stop = () => {
    clearTimeout(halting)
    if (store.getState().uri === undefined) halt()
    else halting = setTimeout(halt, pairingTimings.lateApprovalMs)
  }

  const flow = createPairingFlow<Session>({
    store,
    timings: pairingTimings,
    async attempt(onUri) {
      const up = await client()
      clearTimeout(halting)
      relay?.resume()
      const listener = (uri: string) => onUri(uri)
      up.on('display_uri', listener)
      try {
        const oneClick = await oneClickAuthenticate(ctx, networks, deps.namespaces)
        if (oneClick) {
          const { session, auths } = await up.authenticate(oneClick.params).catch((cause: unknown) => {
            // The sign client rejects with the wallet's error message alone (a string).
            if (typeof cause !== 'string') throw cause
            throw new ConnectionError(/rejected/i.test(cause) ? connectionRejected : failedToConnect, {
              details: cause.slice(0, 200),
            })
          })
          // A wallet without one-click auth approved the proposal sent beside it: the sign-in view asks next.
          const cacao = auths?.find((auth) => auth.p.iss.includes(`:${activeChain('eip155')}:`)) ?? auths?.[0]
          if (session && cacao) await oneClick.siwx.acceptCacao(cacao)
          if (session) preferActiveChain(up)
          return session
        }
        const session = await up.connect({
          optionalNamespaces: buildOptionalNamespaces(
            networks,
            deps.namespaces,
            ctx.stores.networks.getState().active,
          ),
        })
        if (session) preferActiveChain(up)
        return session
      } finally {
        up.removeListener('display_uri', listener)
      }
    },
    abandon: () => void provider?.then((up) => up.cleanupPendingPairings()).catch(() => undefined),
    discard: (session) => void end(session),
    stop,
  })

  const describeWallet = (namespace: ChainNamespace) => {
    const peer = live?.session?.peer.metadata
    if (!peer || !connectedThrough(namespace)) return
    ctx.session.update(namespace, {
      connectedWalletInfo: {
        name: peer.name,
        ...(safeUrl(peer.icons?.[0], 'image') ? { icon: safeUrl(peer.icons?.[0], 'image') } : {}),
        ...(peer.url ? { identifier: peer.url } : {}),
        type: 'WALLET_CONNECT',
      },
    })
  }
  offs.push(
    ctx.events.on('CONNECT_SUCCESS', ({ namespace, connector }) => {
      if (connector !== CONNECTOR_ID) return
      used = true
      describeWallet(namespace)
      const { wallet } = store.getState()
      if (wallet) ctx.session.rememberWallet(wallet)
    }),
  )

  /** Ends the session, on the wallet's side too, once no namespace uses it any more. */
  const release = async (up: Provider) => {
    if (deps.namespaces.some(connectedThrough)) return
    used = false
    if (up.session) await up.disconnect()
    store.setState({ status: 'disconnected', linking: undefined })
  }
  offs.push(
    ctx.events.on('DISCONNECT_SUCCESS', () => {
      if (used && live?.session && store.getState().status !== 'connecting')
        void release(live).catch((cause: unknown) =>
          ctx.log.warn('Could not end the WalletConnect session', redactErrorSecrets(cause)),
        )
    }),
  )

  /** A request that pairs first when no session holds the namespace (a connect, not a restore). */
  const pairs = (namespace: ChainNamespace, method: string) => {
    const rpc = namespaceRpc[namespace]
    return rpc?.pairs.includes(method) === true && (!rpc.whenShown || ctx.stores.modal.getState().open)
  }

  const request: PairingRuntime['request'] = async (namespace, args) => {
    const rpc = namespaceRpc[namespace]
    if (!deps.namespaces.includes(namespace) || !rpc)
      throw new ChainError(jsonRpcProviderNotFound, {
        details: `WalletConnect does not serve ${namespace}`,
      })
    if (pairs(namespace, args.method)) {
      const ticket = cancels
      const since = Date.now()
      const up = await untilCancelled(
        withDeadline(
          client().catch((cause: unknown) => {
            throw new ConnectionError(failedToConnect, { cause })
          }),
          since + pairingTimings.answerMs,
          () => new ConnectionError(failedToConnect, { details: 'The relay did not answer in time' }),
        ),
      )
      if (ticket !== cancels)
        throw new ConnectionError(cancelMessage ?? failedToConnect, { details: 'Pairing cancelled' })
      if (!up.session?.namespaces[namespace]) await flow.wait(since)
      if (accountsOf(up, namespace).length === 0)
        throw new ConnectionError(failedToConnect, {
          details: `The wallet approved no ${namespace} account`,
        })
    }
    const up = await client()
    if (args.method === 'wallet_revokePermissions') {
      // One namespace leaving ends the session only when no other one still uses it.
      if (deps.namespaces.some((other) => other !== namespace && connectedThrough(other))) return null
      used = false
      if (up.session) await up.disconnect()
      store.setState({ status: 'disconnected', linking: undefined })
      return null
    }
    const accountRequest =
      args.method === 'eth_accounts' || args.method in (rpc.local ?? {}) || rpc.pairs.includes(args.method)
    if (accountRequest && !up.session?.namespaces[namespace]) return []
    if (args.method === 'eth_accounts' || args.method === 'eth_requestAccounts')
      return accountsOf(up, namespace)
    if (args.method in (rpc.local ?? {})) return requestNamespace(up, namespace, args, activeChain(namespace))
    // A request sent while the socket reconnects stalls for the client's publish timeout (15 s+).
    const relayer = up.client.core.relayer
    await waitForEvent(relayer.events, 'relayer_connect', () => relayer.connected, SETTLE_MS)
    if (namespace !== 'eip155') return requestNamespace(up, namespace, args, activeChain(namespace))
    const result = await requestEip155(up, args, rpcMap)
    if (args.method === 'wallet_switchEthereumChain') {
      const chain = `eip155:${Number(eip155Session(up).chainId)}:`
      await waitForEvent(
        up.events,
        'session_update',
        () =>
          up.session?.namespaces.eip155?.accounts.some((account: string) => account.startsWith(chain)) ===
          true,
        SETTLE_MS,
      )
    }
    return result
  }

  return {
    request: (namespace, args) =>
      request(namespace, args).catch((error: unknown) => {
        throw redactErrorSecrets(error)
      }),
    sessionNamespaces: () => served(live?.session),
    cancel(message) {
      cancels += 1
      cancelMessage = message
      for (const stop of [...onCancel]) stop(message)
      flow.cancel(message)
    },
    async dispose() {
      disposed = true
      clearTimeout(halting)
      flow.cancel()
      for (const off of offs.splice(0)) off()
      await provider?.catch(() => undefined)
      live = undefined
      lease?.release()
      lease = undefined
    },
  }
}
