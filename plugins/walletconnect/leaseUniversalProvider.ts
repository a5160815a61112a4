import type { UniversalProvider } from '@walletconnect/universal-provider'
import { createRelayHalt, type RelayHalt } from './createRelayHalt.js'

type Provider = InstanceType<typeof UniversalProvider>
type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export interface SharedProvider {
  readonly up: Provider
  readonly relay: RelayHalt
}

export interface ProviderLease {
  readonly ready: Promise<SharedProvider>
  /** Gives the provider back; the last holder's release closes the relay socket until the next lease. */
  release(): void
}

interface Entry {
  readonly ready: Promise<SharedProvider>
  holders: number
  /** The last holder let go: the socket was closed. */
  closed: boolean
}

const shared = new WeakMap<StorageLike, Map<string, Entry>>()

/**
 * The page's one universal provider for a storage, relay and project id, initialised on the first lease
 * and kept for the next widget on the same page: WalletConnect's core is a page-wide singleton, and a
 * second init warns and reuses the first core's relayer anyway. A failed init is forgotten (the next lease retries).
 */
export function leaseUniversalProvider(
  storage: StorageLike,
  key: string,
  init: () => Promise<Provider>,
): ProviderLease {
  const entries = shared.get(storage) ?? new Map<string, Entry>()
  shared.set(storage, entries)
  let entry = entries.get(key)
  if (!entry) {
    const created: Entry = {
      holders: 0,
      closed: false,
      ready: init().then(
        (up) => ({ up, relay: createRelayHalt(up.client.core.relayer) }),
        (error: unknown) => {
          if (entries.get(key) === created) entries.delete(key)
          throw error
        },
      ),
    }
    entries.set(key, created)
    entry = created
  }
  const held = entry
  held.holders += 1
  const ready = held.ready.then((provider) => {
    provider.relay.resume()
    // A restored session needs the socket the last holder closed (a new pairing opens its own).
    if (held.closed && provider.up.session)
      void provider.up.client.core.relayer.transportOpen().catch(() => undefined)
    held.closed = false
    return provider
  })
  let released = false
  return {
    ready,
    release() {
      if (released) return
      released = true
      held.holders -= 1
      if (held.holders > 0) return
      held.closed = true
      void held.ready.then(({ relay }) => relay.halt()).catch(() => undefined)
    },
  }
}
