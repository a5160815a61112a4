import { definePlugin, lazyMethods, type Plugin, type ViewComponent } from '../../entries/plugin.js'
import { createProfileSync } from './createProfileSync.js'
import { createRegistration } from './createRegistration.js'
import { labelOf } from './labelOf.js'
import type { NamesApi } from './NamesApi.js'
import type { NamesClient } from './NamesClient.js'
import type { NamesOptions } from './NamesOptions.js'
import { nameProblem } from './nameProblem.js'

const DEFAULT_SUFFIX = '.gangway.id'
const SUFFIX = /^(\.[a-z0-9-]{1,63}){1,4}$/

/**
 * Profile names (spec sections 2-4): the RegisterAccountName and RegisterAccountNameSuccess views, an Account entry
 * to register a name while the embedded wallet's account has none, the connected eip155 account's profile name and
 * image from the name service's reverse lookup, and `gangway.getPlugin('names')` (the suffix, name check and cached
 * lookups Send resolves receivers with). `suffix` is the name service's (default '.gangway.id').
 */
export function createNamesPlugin(options: NamesOptions = {}): Plugin<'names', NamesApi> {
  const suffix = options.suffix ?? DEFAULT_SUFFIX
  if (!SUFFIX.test(suffix)) throw new TypeError(`names: ${suffix} is not a suffix such as '.gangway.id'`)
  return definePlugin({
    name: 'names',
    kind: 'feature',
    messages: {
      en: () => import('./messages/en.js').then((module) => module.en),
      de: () => import('./messages/de.js').then((module) => module.de),
    },
    setup(ctx) {
      // The client (HTTP, answer checks, caches) loads with the first lookup: a page whose visitor never connects pays nothing for it.
      let loaded: NamesClient | undefined
      const client: NamesClient = {
        ...lazyMethods(
          () =>
            import('./createNamesClient.js').then(
              (module) => (loaded ??= module.createNamesClient(ctx.config, suffix)),
            ),
          ['resolve', 'reverse', 'suggestions', 'register'],
        ),
        clear: () => loaded?.clear(),
      }
      const profile = createProfileSync(ctx, client)
      const api: NamesApi = {
        suffix,
        isName: (text) => {
          const trimmed = text.trim().toLowerCase()
          return trimmed.endsWith(suffix) && nameProblem(labelOf(trimmed, suffix)) === undefined
        },
        resolve: client.resolve,
        reverse: client.reverse,
        suggestions: client.suggestions,
        showProfile: profile.show,
      }
      ctx.provideApi(api)
      const registration = createRegistration(ctx, client, api)
      const eip155Connected = () => {
        const account = ctx.stores.accounts.getState().byNamespace.eip155
        return account?.status === 'connected' && account.address !== undefined
      }
      let register: ViewComponent | undefined
      let success: ViewComponent | undefined
      ctx.registerView({
        id: 'RegisterAccountName',
        title: 'names.register.title',
        skeletonRows: () => 3,
        guard: eip155Connected,
        load: () =>
          import('./RegisterAccountNameView.js').then((module) => {
            register ??= module.bindRegisterAccountNameView(api, client, registration)
            return { default: register }
          }),
      })
      ctx.registerView({
        id: 'RegisterAccountNameSuccess',
        title: 'names.success.title',
        skeletonRows: () => 2,
        load: () =>
          import('./RegisterAccountNameSuccessView.js').then((module) => {
            success ??= module.RegisterAccountNameSuccessView
            return { default: success }
          }),
      })
      ctx.registerSlot({
        slot: 'account.profile',
        id: 'names-register',
        label: 'names.register.entry',
        view: 'RegisterAccountName',
        guard: () => {
          const { activeNamespace } = ctx.stores.networks.getState()
          const account = ctx.stores.accounts.getState().byNamespace.eip155
          const { active, connectors } = ctx.stores.connectors.getState()
          const connector = connectors.find((item) => item.chain === 'eip155' && item.id === active.eip155)
          return (
            activeNamespace === 'eip155' &&
            eip155Connected() &&
            !account?.profileName &&
            connector?.type === 'auth'
          )
        },
      })
      const offDisconnect = ctx.events.on('DISCONNECT_SUCCESS', () => client.clear())
      return () => {
        offDisconnect()
        registration.dispose()
        profile.dispose()
      }
    },
  })
}
