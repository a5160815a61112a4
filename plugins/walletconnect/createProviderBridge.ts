import type { ChainNamespace } from '../../entries/plugin.js'
import type { PairingRuntime } from './PairingRuntime.js'

type Listener = (...args: never[]) => void

/** The EIP-1193 face a chain adapter drives; the runtime feeds its events in through emit(). */
export interface ProviderBridge {
  request(args: { readonly method: string; readonly params?: unknown }): Promise<unknown>
  on(event: string, listener: Listener): void
  removeListener(event: string, listener: Listener): void
  emit(event: string, ...args: unknown[]): void
}

/** A namespace's provider over the WalletConnect session; the pairing runtime loads on the first request. */
export function createProviderBridge(
  namespace: ChainNamespace,
  runtime: () => Promise<PairingRuntime>,
): ProviderBridge {
  const listeners = new Map<string, Set<Listener>>()
  return {
    request: async (args) => (await runtime()).request(namespace, args),
    on(event, listener) {
      const set = listeners.get(event) ?? new Set<Listener>()
      listeners.set(event, set.add(listener))
    },
    removeListener: (event, listener) => void listeners.get(event)?.delete(listener),
    emit(event, ...args) {
      for (const listener of [...(listeners.get(event) ?? [])])
        (listener as (...values: unknown[]) => void)(...args)
    },
  }
}
