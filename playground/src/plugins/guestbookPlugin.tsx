import { definePlugin, type Plugin } from '../../../entries/plugin.js'
import type { GuestbookApi } from './GuestbookApi.js'
import type { GuestbookEntry } from './GuestbookEntry.js'

declare module '../../../entries/plugin.js' {
  interface ViewRegistry {
    Guestbook: undefined
  }
  interface PluginRegistry {
    guestbook: GuestbookApi
  }
}

type Store = {
  getState(): { readonly entries: readonly GuestbookEntry[] }
  setState(state: { readonly entries: readonly GuestbookEntry[] }): void
  subscribe(listener: () => void): () => void
}

const none: readonly GuestbookEntry[] = []

/**
 * A sample THIRD-PARTY plugin: it imports Gangway only through gangway/plugin (entries/plugin.ts: the
 * plugin contract, view hooks and ui-kit components), registers its own view, puts an entry on the Account screen and
 * offers an API to its view through gangway.getPlugin('guestbook').
 */
export function createGuestbookPlugin(): Plugin<'guestbook', GuestbookApi> {
  let store: Store | undefined
  const api: GuestbookApi = {
    entries: () => store?.getState().entries ?? none,
    add: (entry) => store?.setState({ entries: [entry, ...api.entries()] }),
    subscribe: (listener) => store?.subscribe(listener) ?? (() => {}),
  }
  return definePlugin({
    name: 'guestbook',
    kind: 'feature',
    requires: ['eip155'],
    api,
    setup(ctx) {
      store = ctx.createStore<{ readonly entries: readonly GuestbookEntry[] }>('entries', () => ({
        entries: [],
      }))
      ctx.registerMessages({
        en: () => import('./messages/en.js').then((module) => module.en),
        de: () => import('./messages/de.js').then((module) => module.de),
      })
      ctx.registerView({
        id: 'Guestbook',
        title: 'guestbook.title',
        load: () => import('./GuestbookView.js').then((module) => ({ default: module.GuestbookView })),
      })
      ctx.registerSlot({
        slot: 'account.features',
        id: 'guestbook',
        label: 'guestbook.title',
        view: 'Guestbook',
      })
      return () => {
        store = undefined
      }
    },
  })
}
