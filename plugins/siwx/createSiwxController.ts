import {
  authenticationInitFailed,
  type CaipNetworkId,
  type ChainNamespace,
  createAlert,
  noActiveCaipAddress,
  noActiveCaipNetwork,
  noConnectionControllerClient,
  type PluginContext,
  SiwxError,
  signatureDeclined,
  smartAccountsUnsupported,
} from '../../entries/plugin.js'
import { cacaoSession } from './cacaoSession.js'
import { isSessionLive } from './isSessionLive.js'
import { messageFields } from './messageFields.js'
import type { SiwxConfig } from './SiwxConfig.js'
import type { SiwxOneClickRequest } from './SiwxOneClickRequest.js'
import type { SiwxSession } from './SiwxSession.js'
import type { SiwxSignInResult } from './SiwxSignInResult.js'
import type { SiwxState } from './SiwxState.js'
import { sameAccount } from './sameAccount.js'
import { signWithWallet } from './signWithWallet.js'

/** The account a one-click request is made for before the wallet names one (the CACAO's issuer does). */
const ONE_CLICK_ACCOUNT = '0x0000000000000000000000000000000000000000'
const CLOCK_OFF = 'Invalid session found - check your time settings and connect again'
const walletSignedOtherMessage = 'The wallet signed another message than the one asked'

const reasonOf = (error: unknown): string => {
  const { reason, message } = (error ?? {}) as { reason?: unknown; message?: unknown }
  if (typeof reason === 'string' && reason.length > 0 && reason.length < 300) return reason
  return typeof message === 'string' && message.length < 300 ? message : authenticationInitFailed
}

/**
 * Signing in the active account: each connected account and chain (a chain plugin that can sign) is looked
 * up in the sessions; without a live one the sign-in view opens. Signing asks the wallet for the message the
 * backend made and hands the session to the backend (the Gangway server checks it before keeping it).
 */
export function createSiwxController(ctx: PluginContext, siwx: SiwxConfig) {
  const isSmartAccount = (namespace: ChainNamespace) =>
    ctx.stores.accounts.getState().byNamespace[namespace]?.allAccounts[0]?.type === 'smartAccount'
  const store = ctx.createStore<SiwxState>('state', () => ({ phase: 'idle' }))
  const set = (patch: Partial<SiwxState>) => store.setState(patch)
  let generation = 0
  let key: string | undefined
  const statuses = new Map<ChainNamespace, string>()

  const current = (): SiwxState['account'] => {
    const { activeNamespace: namespace, active } = ctx.stores.networks.getState()
    if (!namespace) return undefined
    const account = ctx.stores.accounts.getState().byNamespace[namespace]
    const chainId = active[namespace]
    if (account?.status !== 'connected' || !account.address || !chainId) return undefined
    if (!ctx.getChain(namespace)?.signMessage) return undefined
    return { namespace, chainId, address: account.address }
  }

  // A cosmos (ADR-36) signature does not recover its key: the session carries the account's.
  const keyOf = (account: NonNullable<SiwxState['account']>) =>
    account.namespace === 'cosmos'
      ? ctx.stores.accounts
          .getState()
          .byNamespace.cosmos?.allAccounts.find((item) => sameAccount(item.address, account.address))
          ?.publicKey
      : undefined

  const connecting = () =>
    Object.values(ctx.stores.accounts.getState().byNamespace).some((item) => item?.status === 'connecting')

  const check = async () => {
    // A wallet connecting several namespaces one after another (or a reconnect) finishes first.
    if (connecting()) return
    const account = current()
    const next = account && `${account.chainId}|${account.address}`
    if (next === key) return
    key = next
    const mine = ++generation
    if (!account) return store.setState({ phase: 'idle' }, true)
    store.setState({ phase: 'checking', account }, true)
    const sessions = await siwx.getSessions(account.chainId, account.address).catch((error: unknown) => {
      ctx.log.warn('siwx: reading the sessions failed', error)
      return [] as SiwxSession[]
    })
    if (mine !== generation) return
    const session = sessions.find((item) => isSessionLive(item))
    if (session) return set({ phase: 'signed', session })
    set({ phase: 'needed' })
    // Required: the view replaces the current one, so that no Back leads around it.
    if (ctx.stores.modal.getState().open)
      ctx.navigate('SIWXSignMessage', undefined, { replace: siwx.getRequired?.() === true })
    else await ctx.open({ view: 'SIWXSignMessage' })
  }

  const forgetFailedReconnects = () => {
    const byNamespace = ctx.stores.accounts.getState().byNamespace
    for (const [namespace, account] of Object.entries(byNamespace) as [
      ChainNamespace,
      { status: string },
    ][]) {
      if (statuses.get(namespace) === 'connecting' && account.status === 'disconnected')
        void siwx.setSessions([]).catch(() => {})
      statuses.set(namespace, account.status)
    }
  }

  let scheduled: ReturnType<typeof setTimeout> | undefined
  const watch = () => {
    forgetFailedReconnects()
    clearTimeout(scheduled)
    scheduled = setTimeout(() => {
      void check().catch((error: unknown) => ctx.log.error('siwx: checking the session failed', error))
    })
  }
  const offAccounts = ctx.stores.accounts.subscribe(watch)
  const offNetworks = ctx.stores.networks.subscribe(watch)
  let signedIn: SiwxState['account']
  store.subscribe((state) => {
    if (state.phase === 'signed') signedIn = state.account
  })
  const offDisconnect = ctx.events.on('DISCONNECT_SUCCESS', () => {
    const account = signedIn
    signedIn = undefined
    if (account && siwx.signOutOnDisconnect)
      void siwx.revokeSession(account.chainId, account.address).catch((error: unknown) => {
        ctx.log.warn('siwx: signing out failed', error)
      })
  })
  watch()

  return {
    store,
    required: () => siwx.getRequired?.() === true,
    hasSession: () => store.getState().phase === 'signed',
    session: () => store.getState().session,
    async signIn(): Promise<SiwxSignInResult> {
      const account = store.getState().account
      if (!account) throw new SiwxError(noActiveCaipAddress)
      if (ctx.stores.networks.getState().active[account.namespace] !== account.chainId)
        throw new SiwxError(noActiveCaipNetwork, {
          details: `${account.chainId} is no longer the active network`,
        })
      const chain = ctx.getChain(account.namespace)
      const solana = account.namespace === 'solana' ? ctx.getPlugin('solana') : undefined
      if (!chain?.signMessage)
        throw new SiwxError(noConnectionControllerClient, {
          details: `${account.namespace} cannot sign messages`,
        })
      const mine = generation
      set({ phase: 'signing', error: undefined })
      let message: Awaited<ReturnType<SiwxConfig['createMessage']>>
      try {
        message = await siwx.createMessage({ chainId: account.chainId, accountAddress: account.address })
      } catch (error) {
        ctx.log.error('siwx: making the message failed', error)
        set({ phase: 'failed', error: authenticationInitFailed })
        return 'init-failed'
      }
      const text = message.toString()
      const data = messageFields(message)
      let signature: string
      try {
        const signed = await signWithWallet({ chain, solana }, account, data, text)
        if (signed === 'mismatch') {
          ctx.log.error('siwx: the wallet signed in with another text or account')
          if (mine === generation) set({ phase: 'failed', error: walletSignedOtherMessage })
          return 'failed'
        }
        signature = signed.signature
      } catch (error) {
        ctx.log.warn('siwx: the wallet did not sign', error)
        if (mine === generation) set({ phase: 'declined', error: signatureDeclined })
        ctx.notify(signatureDeclined, 'error')
        return 'declined'
      }
      const publicKey = keyOf(account)
      const session: SiwxSession = {
        data,
        message: text,
        signature,
        ...(publicKey === undefined ? {} : { publicKey }),
      }
      try {
        await siwx.addSession(session)
      } catch (error) {
        let reason = reasonOf(error)
        ctx.log.error('siwx: the session was refused', error)
        if (reason === CLOCK_OFF) ctx.raise(createAlert('SessionExpired'))
        else if (isSmartAccount(account.namespace)) {
          // Spec section 8: a backend refusing a smart account's signature may not check contract accounts.
          reason = smartAccountsUnsupported
          ctx.notify(smartAccountsUnsupported, 'error')
        }
        if (mine === generation) set({ phase: 'failed', error: reason })
        return 'failed'
      }
      // The backend's copy carries what it added (the Gangway server's token and expiry).
      const kept = await siwx.getSessions(account.chainId, account.address).catch(() => [] as SiwxSession[])
      if (mine !== generation) return 'failed'
      const stored = kept.find((item) => item.signature === signature) ?? session
      set({ phase: 'signed', session: stored, error: undefined })
      ctx.events.emit('SIWX_AUTH_SUCCESS', { chainId: account.chainId, address: account.address })
      return 'signed'
    },
    async signOut() {
      const account = store.getState().account
      if (!account) throw new SiwxError(noActiveCaipAddress)
      await siwx.revokeSession(account.chainId, account.address)
      signedIn = undefined
      if (store.getState().account === account) set({ phase: 'needed', session: undefined })
    },
    async oneClickRequest(chainId: CaipNetworkId): Promise<SiwxOneClickRequest | undefined> {
      try {
        const message = await siwx.createMessage({ chainId, accountAddress: ONE_CLICK_ACCOUNT })
        const { domain, uri, statement, nonce, issuedAt, expirationTime, notBefore, requestId, resources } =
          messageFields(message)
        return {
          domain,
          uri,
          nonce,
          issuedAt,
          ...(statement ? { statement } : {}),
          ...(expirationTime ? { expirationTime } : {}),
          ...(notBefore ? { notBefore } : {}),
          ...(requestId ? { requestId } : {}),
          ...(resources?.length ? { resources } : {}),
        }
      } catch (error) {
        ctx.log.warn('siwx: no one-click sign-in request', error)
        return undefined
      }
    },
    async acceptCacao(cacao: unknown) {
      const session = cacaoSession(cacao)
      if (!session) {
        ctx.log.warn('siwx: the wallet returned no usable CACAO')
        return false
      }
      try {
        await siwx.addSession(session)
      } catch (error) {
        ctx.log.warn('siwx: the one-click session was refused', error)
        return false
      }
      ctx.events.emit('SIWX_AUTH_SUCCESS', {
        chainId: session.data.chainId,
        address: session.data.accountAddress,
      })
      return true
    },
    dispose() {
      generation += 1
      clearTimeout(scheduled)
      offAccounts()
      offNetworks()
      offDisconnect()
    },
  }
}
