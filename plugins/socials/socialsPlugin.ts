import { definePlugin, type SocialProvider, type ViewComponent } from '../../entries/plugin.js'
import { createSocialData } from './createSocialData.js'
import type { EmbeddedWallet } from './EmbeddedWallet.js'
import type { FarcasterChannel } from './FarcasterChannel.js'
import { openSocialPopup } from './openSocialPopup.js'
import type { SocialApi } from './SocialApi.js'
import { SocialLoginError } from './SocialLoginError.js'
import { takeResultUri } from './takeResultUri.js'
import { waitForFarcaster } from './waitForFarcaster.js'
import { waitForSocialResult } from './waitForSocialResult.js'

const REDIRECT_KEY = '@gangway/socialRedirect'

const failed = (cause?: unknown) =>
  cause instanceof SocialLoginError
    ? cause
    : new SocialLoginError('Failed to initiate social connection', { cause })

function createSocialsPlugin() {
  return definePlugin({
    name: 'socials',
    kind: 'feature',
    requires: ['email'],
    messages: {
      en: () => import('./messages/en.js').then((module) => module.en),
      de: () => import('./messages/de.js').then((module) => module.de),
    },
    setup(ctx) {
      const data = createSocialData(ctx.config.storage)
      const wallet = () => {
        const email = ctx.getPlugin('email') as { embedded?: () => EmbeddedWallet | undefined } | undefined
        const found = email?.embedded?.()
        if (!found) throw new SocialLoginError('Failed to initiate social connection')
        return found
      }
      const complete = async (provider: SocialProvider, resultUri: string) => {
        const embedded = wallet()
        const user = await embedded.connectSocial(resultUri).catch((cause: unknown) => {
          throw failed(cause)
        })
        data.write(provider, user.userName ?? user.address)
        return embedded.connectorId
      }
      let redirected: { provider: SocialProvider; resultUri: string } | undefined
      try {
        // Only the tab that left by the redirect flow takes result_uri: in the popup it is the opener's to read.
        const provider = window.sessionStorage.getItem(REDIRECT_KEY)
        const resultUri = provider ? takeResultUri(window) : undefined
        window.sessionStorage.removeItem(REDIRECT_KEY)
        if (resultUri && provider && (instanceProviders() as readonly string[]).includes(provider)) {
          redirected = { provider: provider as SocialProvider, resultUri }
          void ctx.open({ view: 'Connect' }).catch(() => {})
        }
      } catch {}
      function instanceProviders() {
        return ctx.features().socials || []
      }
      let farcasterLink: string | undefined
      const instance: SocialApi = {
        providers: instanceProviders,
        async connect(gangway) {
          const embedded = wallet()
          if (embedded.connectAccounts) await embedded.connectAccounts(gangway)
          else await gangway.connect(embedded.connectorId, 'eip155')
        },
        async signInWithPopup(provider, signal) {
          const win = window
          const popup = openSocialPopup(win)
          let uri: string
          try {
            uri = await wallet().socialRedirectUri(provider, win.location.href)
          } catch (cause) {
            popup?.close()
            throw failed(cause)
          }
          if (!popup) {
            // No popup (an in-app browser): the redirect flow, back on this page with result_uri.
            win.sessionStorage.setItem(REDIRECT_KEY, provider)
            win.location.assign(uri)
            return new Promise<string>(() => {})
          }
          const result = await waitForSocialResult(popup, uri, win.location.origin, { signal })
          return complete(provider, result)
        },
        async finishRedirect() {
          const pending = redirected
          redirected = undefined
          return pending ? complete(pending.provider, pending.resultUri) : undefined
        },
        hasRedirect: () => redirected !== undefined,
        async farcasterChannel() {
          let channel: FarcasterChannel
          try {
            channel = await wallet().farcasterUri()
          } catch (cause) {
            throw new SocialLoginError('Failed to connect to farcaster', { cause })
          }
          if (
            typeof channel?.url !== 'string' ||
            channel.url.length > 2_048 ||
            !/^https?:\/\//.test(channel.url) ||
            typeof channel.channelToken !== 'string' ||
            !/^[\w-]{16,128}$/.test(channel.channelToken) ||
            !Number.isFinite(channel.expiresAt)
          )
            throw new SocialLoginError('Failed to connect to farcaster')
          farcasterLink = channel.url
          return channel
        },
        async signInWithFarcaster(channel, signal) {
          try {
            const user = await waitForFarcaster(wallet(), channel, { signal })
            if (user === 'expired') return 'expired'
            data.write('farcaster', user.userName ?? user.address, user.farcasterUrl)
            return wallet().connectorId
          } finally {
            if (farcasterLink === channel.url) farcasterLink = undefined
          }
        },
        farcasterLink: () => farcasterLink,
        signedIn: () => data.read(),
      }
      ctx.provideApi(instance)
      let buttons: ViewComponent | undefined
      ctx.registerSlot({
        slot: 'connect.social',
        id: 'socials',
        label: 'socials.label',
        guard: () => instance.providers().length > 0,
        // The first provider's button, and the row of the others' icons when there are others.
        controlRows: () => (instance.providers().length > 1 ? 2 : 1),
        load: () =>
          import('./SocialButtons.js').then((module) => {
            buttons ??= module.bindSocialButtons(instance)
            return { default: buttons }
          }),
      })
      let farcaster: ViewComponent | undefined
      ctx.registerView({
        id: 'ConnectingFarcaster',
        title: 'socials.farcaster.title',
        load: () =>
          import('./ConnectingFarcasterView.js').then((module) => {
            farcaster ??= module.bindConnectingFarcasterView(instance)
            return { default: farcaster }
          }),
      })
      let identity: ViewComponent | undefined
      ctx.registerSlot({
        slot: 'account.identity',
        id: 'socials',
        label: 'socials.label',
        guard: () => data.read() !== undefined,
        load: () =>
          import('./SocialIdentity.js').then((module) => {
            identity ??= module.bindSocialIdentity(instance)
            return { default: identity }
          }),
      })
      const offDisconnect = ctx.events.on('DISCONNECT_SUCCESS', () => data.clear())
      const offConnect = ctx.events.on('CONNECT_SUCCESS', ({ namespace, connector }) => {
        const signedIn = data.read()
        const embedded = (
          ctx.getPlugin('email') as { embedded?: () => EmbeddedWallet | undefined } | undefined
        )?.embedded?.()
        if (namespace !== 'eip155' || !signedIn || connector !== embedded?.connectorId) return
        try {
          ctx.session.update('eip155', {
            socialProvider: signedIn.provider,
            ...(signedIn.farcasterUrl ? { farcasterUrl: signedIn.farcasterUrl } : {}),
          })
        } catch {}
      })
      return () => {
        offDisconnect()
        offConnect()
      }
    },
  })
}

/**
 * The social logins (flag `socials`): buttons in Connect, the popup (or redirect) sign-in into the embedded wallet,
 * and Sign In With Farcaster (the ConnectingFarcaster view: QR code, polled channel).
 */
export const socialsPlugin = createSocialsPlugin()
