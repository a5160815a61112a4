import { createAlert, definePlugin, SDK_VERSION, type ViewComponent } from '../../entries/plugin.js'
import type { AccountLayerHost, EmbeddedOwner } from './AccountLayerHost.js'
import { connectEmbedded } from './connectEmbedded.js'
import { cooldownSeconds } from './cooldownSeconds.js'
import { createFrameClient } from './createFrameClient.js'
import { createFrameProvider } from './createFrameProvider.js'
import { createLoginData } from './createLoginData.js'
import { createRequestGate } from './createRequestGate.js'
import { createSolanaFrameProvider } from './createSolanaFrameProvider.js'
import type { EmailApi } from './EmailApi.js'
import type { EmbeddedWalletApi } from './EmbeddedWalletApi.js'
import { EmbeddedWalletError } from './EmbeddedWalletError.js'
import type { FrameClient } from './FrameClient.js'
import type { FrameUser } from './protocol/FrameUser.js'

const CONNECTOR_ID = 'ID_AUTH'

/**
 * The e-mail wallet (flag `email`): an e-mail field first in Connect, the EmailLogin view (code, device approval,
 * resend with the 30 s cooldown), ApproveTransaction, UpdateEmailWallet, ProfileWallets, and the 'ID_AUTH' eip155
 * and solana connectors whose keys live in the secure frame (unsafe requests approved there, through the request gate).
 */
export const emailPlugin = definePlugin({
  name: 'email',
  kind: 'feature',
  messages: {
    en: () => import('./messages/en.js').then((module) => module.en),
    de: () => import('./messages/de.js').then((module) => module.de),
  },
  setup(ctx) {
    const persisted = createLoginData(ctx.config.storage)
    let client: FrameClient | undefined
    let user: FrameUser | undefined
    let email: string | undefined
    const networkOf = (chainId: number) =>
      ctx.stores.networks
        .getState()
        .configured.find((network) => network.caipNetworkId === `eip155:${chainId}`)
    const watch = <T>(promise: Promise<T>) =>
      promise.catch((error: unknown) => {
        if (error instanceof EmbeddedWalletError && error.message === 'iframe_load_failed')
          ctx.raise(createAlert('EmbeddedWalletNetworkError'))
        if (error instanceof EmbeddedWalletError && error.message === 'iframe_request_timeout')
          ctx.raise(createAlert('EmbeddedWalletTimeout'))
        throw error
      })
    const frame = () => {
      if (!client) {
        const active = ctx.stores.networks.getState().active.eip155
        client = createFrameClient({
          frameUrl: ctx.config.endpoints.secureFrame,
          projectId: ctx.config.projectId ?? '',
          chainId: active ?? `eip155:${persisted.lastUsedChain()}`,
          version: SDK_VERSION,
          logger: false,
        })
        void watch(client.ready).catch(() => {})
      }
      return client
    }
    const embedded = () =>
      ctx.stores.networks.getState().activeNamespace === 'eip155' &&
      ctx.stores.connectors.getState().active.eip155 === CONNECTOR_ID
    const showEmail = (address: string | null) => {
      if (ctx.stores.connectors.getState().active.eip155 !== CONNECTOR_ID) return
      try {
        ctx.session.update('eip155', { user: { email: address } })
      } catch {}
    }
    const gate = createRequestGate({
      frame,
      open: (view) => ctx.open(view ? { view } : undefined),
      notify: (message) => ctx.notify(message, 'error'),
      log: ctx.log,
      refreshBalance: (method) =>
        ctx.session.refreshBalance(method.startsWith('solana_') ? 'solana' : 'eip155'),
    })
    const restoreUser = async () => {
      if (!persisted.used()) return undefined
      try {
        user = await watch(frame().request<FrameUser>('GET_USER', {}))
        return user
      } catch {
        return undefined
      }
    }
    const provider = createFrameProvider({
      frame,
      user: () => user,
      restore: restoreUser,
      rpc: ({ method, params, chainId }) => {
        const network = networkOf(chainId)
        return watch(
          gate.request({
            method,
            params,
            chainId,
            rpcUrl: network?.rpcUrls.default.http[0],
            networkName: network?.name,
            nativeSymbol: network?.nativeCurrency.symbol,
          }),
        )
      },
    })
    const owner: EmbeddedOwner = {
      connectorId: CONNECTOR_ID,
      provider,
      preferredAccountType: () => user?.preferredAccountType,
      async setPreferredAccountType(type) {
        await watch(frame().request('SET_PREFERRED_ACCOUNT', { type }))
        if (user) user = { ...user, preferredAccountType: type }
      },
    }
    let layer:
      | { readonly host: AccountLayerHost; readonly layer: { request: typeof provider.request } }
      | undefined
    /** The smart-accounts plugin's layer over the frame provider when it is composed; else the frame provider. */
    const eip155Provider = {
      request(args: { method: string; params?: unknown }) {
        const host = ctx.getPlugin('smartAccounts') as Partial<AccountLayerHost> | undefined
        if (!host?.embeddedLayer) return provider.request(args)
        if (layer?.host !== host) layer = { host: host as AccountLayerHost, layer: host.embeddedLayer(owner) }
        return layer.layer.request(args)
      },
      on: provider.on,
      removeListener: provider.removeListener,
    }
    const solanaProvider = createSolanaFrameProvider({
      user: () => user,
      restore: restoreUser,
      rpc: ({ method, params }) => {
        const { active, configured } = ctx.stores.networks.getState()
        const network = configured.find((item) => item.caipNetworkId === active.solana)
        return watch(
          gate.request({
            method,
            params,
            rpcUrl: network?.rpcUrls.default.http[0],
            networkName: network?.name,
          }),
        )
      },
    })
    ctx.registerConnectors([
      { id: CONNECTOR_ID, name: 'Email', type: 'auth', chain: 'eip155', provider: eip155Provider },
      { id: CONNECTOR_ID, name: 'Email', type: 'auth', chain: 'solana', provider: solanaProvider },
    ])
    if (persisted.used()) frame()

    const api: EmailApi = {
      cooldownSeconds: () => cooldownSeconds(persisted.lastLoginTime(), Date.now()),
      async connectEmail(address) {
        const wait = api.cooldownSeconds()
        if (wait > 0)
          throw new EmbeddedWalletError('An error occurred', {
            details: `Please try again after ${wait} seconds`,
          })
        const answer = await watch(
          frame().request<{ action: 'VERIFY_OTP' | 'VERIFY_DEVICE' | 'CONNECT' }>('CONNECT_EMAIL', {
            email: address,
          }),
        )
        persisted.requested(Date.now())
        email = address
        return answer.action
      },
      async connectDevice(signal) {
        await watch(frame().request('CONNECT_DEVICE', { email }, { signal }))
      },
      async verifyOtp(otp) {
        user = await watch(frame().request<FrameUser>('CONNECT_OTP', { otp }))
        persisted.loggedIn(user.email)
        return user
      },
      async signedInUser() {
        user ??= await watch(frame().request<FrameUser>('GET_USER', {}))
        return user
      },
      connectorId: CONNECTOR_ID,
      solanaReady: () =>
        ctx.getChain('solana') !== undefined &&
        ctx.stores.networks.getState().configured.some((network) => network.chainNamespace === 'solana'),
      email: () => user?.email ?? email,
      async updateEmail(next) {
        await watch(frame().request('UPDATE_EMAIL', { email: next }))
        return 'VERIFY_PRIMARY_OTP'
      },
      async verifyPrimaryOtp(otp) {
        await watch(frame().request('UPDATE_EMAIL_PRIMARY_OTP', { otp }))
        return 'VERIFY_SECONDARY_OTP'
      },
      async verifySecondaryOtp(otp) {
        const { newEmail } = await watch(
          frame().request<{ newEmail: string }>('UPDATE_EMAIL_SECONDARY_OTP', { otp }),
        )
        if (user) user = { ...user, email: newEmail }
        email = newEmail
        persisted.loggedIn(newEmail)
        showEmail(newEmail)
        return newEmail
      },
      frame,
      approval: gate,
    }

    const wallet: EmbeddedWalletApi = {
      connectorId: CONNECTOR_ID,
      connectAccounts: (gangway) => connectEmbedded(gangway, api),
      async socialRedirectUri(social, returnUrl) {
        const answer = await watch(
          frame().request<{ uri: string }>('GET_SOCIAL_REDIRECT_URI', { provider: social, returnUrl }),
        )
        return answer.uri
      },
      async connectSocial(resultUri) {
        user = await watch(frame().request<FrameUser>('CONNECT_SOCIAL', { uri: resultUri }))
        persisted.loggedIn(null)
        return user
      },
      farcasterUri: () =>
        watch(
          frame().request<{ url: string; channelToken: string; expiresAt: number }>('GET_FARCASTER_URI', {}),
        ),
      async connectFarcaster(channelToken, signal) {
        const answer = await watch(
          frame().request<
            { state: 'pending' | 'rejected' | 'expired' } | { state: 'completed'; user: FrameUser }
          >('CONNECT_FARCASTER', { channelToken }, { signal }),
        )
        if (answer.state === 'completed') {
          user = answer.user
          persisted.loggedIn(null)
        }
        return answer
      },
    }
    // Per instance (provideApi): another plugin of this Gangway gets this instance's wallet.
    ctx.provideApi({ embedded: () => wallet })

    let field: ViewComponent | undefined
    let login: ViewComponent | undefined
    let approve: ViewComponent | undefined
    let update: ViewComponent | undefined
    let wallets: ViewComponent | undefined
    ctx.registerSlot({
      slot: 'connect.email',
      id: 'email',
      label: 'email.label',
      guard: () => ctx.features().email,
      // The address field and its Continue button.
      controlRows: 2,
      load: () =>
        import('./EmailField.js').then((module) => {
          field ??= module.bindEmailField(api)
          return { default: field }
        }),
    })
    ctx.registerView({
      id: 'EmailLogin',
      title: 'email.login.title',
      load: () =>
        import('./EmailLoginView.js').then((module) => {
          login ??= module.bindEmailLoginView(api)
          return { default: login }
        }),
    })
    ctx.registerView({
      id: 'ApproveTransaction',
      title: 'email.approve.title',
      load: () =>
        import('./ApproveTransactionView.js').then((module) => {
          approve ??= module.bindApproveTransactionView(api)
          return { default: approve }
        }),
    })
    ctx.registerView({
      id: 'UpdateEmailWallet',
      title: 'email.update.title',
      load: () =>
        import('./UpdateEmailWalletView.js').then((module) => {
          update ??= module.bindUpdateEmailWalletView(api)
          return { default: update }
        }),
    })
    ctx.registerView({
      id: 'ProfileWallets',
      title: 'email.wallets.title',
      load: () =>
        import('./ProfileWalletsView.js').then((module) => {
          wallets ??= module.bindProfileWalletsView(api)
          return { default: wallets }
        }),
    })
    ctx.registerSlot({
      slot: 'account.profile',
      id: 'email-wallets',
      label: 'email.wallets.title',
      view: 'ProfileWallets',
      guard: embedded,
    })
    ctx.registerSlot({
      slot: 'account.profile',
      id: 'email-update',
      label: 'email.update.title',
      view: 'UpdateEmailWallet',
      guard: embedded,
    })
    const offConnect = ctx.events.on('CONNECT_SUCCESS', ({ namespace, connector }) => {
      if (namespace !== 'eip155' || connector !== CONNECTOR_ID) return
      void api.signedInUser().then(
        (signed) => showEmail(signed.email),
        () => {},
      )
    })
    const offClose = ctx.events.on('MODAL_CLOSE', () => gate.cancel())
    const offView = ctx.events.on('VIEW_CHANGE', ({ view, previous }) => {
      if (previous === 'ApproveTransaction' && view !== 'ApproveTransaction') gate.cancel()
    })
    const offDisconnect = ctx.events.on('DISCONNECT_SUCCESS', ({ namespace }) => {
      if (namespace !== 'eip155' && namespace !== 'all') return
      if (!user) return
      user = undefined
      void client?.request('SIGN_OUT', {}).catch(() => {})
      persisted.clear()
    })
    return () => {
      offConnect()
      offClose()
      offView()
      gate.cancel()
      offDisconnect()
      client?.destroy()
    }
  },
})
