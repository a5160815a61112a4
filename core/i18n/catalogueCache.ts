import type { Messages } from './Messages.js'

type Loader = () => Promise<Messages>

const loaded = new WeakMap<Loader, Messages>()
const loading = new WeakMap<Loader, Promise<Messages>>()
const none: Messages = {}

/**
 * Plugin catalogues by loader: each loader runs once, its result readable at once after. A failed
 * loader reads as an empty catalogue (English or the key shows) and runs again on the next load.
 */
export const catalogueCache = {
  get: (loader: Loader): Messages | undefined => loaded.get(loader),
  load(loader: Loader): Promise<Messages> {
    let chunk = loading.get(loader)
    if (!chunk) {
      chunk = Promise.resolve()
        .then(loader)
        .then(
          (messages) => {
            loaded.set(loader, messages)
            return messages
          },
          () => {
            loaded.set(loader, none)
            loading.delete(loader)
            return none
          },
        )
      loading.set(loader, chunk)
    }
    return chunk
  },
}
