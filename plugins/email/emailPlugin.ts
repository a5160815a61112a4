import { createAlert, definePlugin, SDK_VERSION, type ViewComponent } from '../../entries/plugin.js'
import { cooldownSeconds } from './cooldownSeconds.js'
import { createFrameClient } from './createFrameClient.js'
import { createFrameProvider } from './createFrameProvider.js'
import { createLoginData } from './createLoginData.js'
import type { EmailApi } from './EmailApi.js'
import type { EmbeddedWalletApi } from './EmbeddedWalletApi.js'
import { EmbeddedWalletError } from './EmbeddedWalletError.js'
import type { FrameClient } from './FrameClient.js'
import type { FrameUser } from './protocol/FrameUser.js'

const CONNECTOR_ID = 'ID_AUTH'

/**
 * The e-mail wallet (flag `email`): an e-mail field first in Connect, the EmailLogin view (code, device approval,
 * resend with the 30 s cooldown), and the 'ID_AUTH' eip155 connector whose keys live in the secure frame.
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
    const provider = createFrameProvider({
      frame,
      user: () => user,
      restore: async () => {
        if (!persisted.used()) return undefined
        try {
          user = await watch(frame().request<FrameUser>('GET_USER', {}))
          return user
        } catch {
          return undefined
        }
      },
      rpcUrl: (chainId) => networkOf(chainId)?.rpcUrls.default.http[0],
    })
    ctx.registerConnectors([{ id: CONNECTOR_ID, name: 'Email', type: 'auth', chain: 'eip155', provider }])
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
    }

    const wallet: EmbeddedWalletApi = {
      connectorId: CONNECTOR_ID,
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
    }
    // Per instance (provideApi): another plugin of this Gangway gets this instance's wallet.
    ctx.provideApi({ embedded: () => wallet })

    let field: ViewComponent | undefined
    let login: ViewComponent | undefined
    ctx.registerSlot({
      slot: 'connect.email',
      id: 'email',
      label: 'email.label',
      guard: () => ctx.features().email,
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
    const offDisconnect = ctx.events.on('DISCONNECT_SUCCESS', ({ namespace }) => {
      if (namespace !== 'eip155' && namespace !== 'all') return
      if (!user) return
      user = undefined
      void client?.request('SIGN_OUT', {}).catch(() => {})
      persisted.clear()
    })
    return () => {
      offDisconnect()
      client?.destroy()
    }
  },
})
