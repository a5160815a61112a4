import type { Eip1193Provider } from '../Eip1193Provider.js'

type Listener = (...args: never[]) => void

export interface FakeProvider extends Eip1193Provider {
  readonly calls: string[]
  /** Answers the pending eth_requestAccounts. */
  grant(accounts: unknown): void
  emit(event: string, value: unknown): void
  listenerCount(): number
  chainId: unknown
}

/** An EIP-1193 provider whose eth_requestAccounts resolves only when the test calls grant(). */
export function createFakeProvider(accounts: unknown = []): FakeProvider {
  const listeners = new Map<string, Set<Listener>>()
  const pending: ((value: unknown) => void)[] = []
  const provider: FakeProvider = {
    calls: [],
    chainId: '0x1',
    async request({ method }) {
      provider.calls.push(method)
      if (method === 'eth_requestAccounts') return new Promise((resolve) => pending.push(resolve))
      if (method === 'eth_accounts') return accounts
      if (method === 'eth_chainId') return provider.chainId
      return null
    },
    on(event, listener) {
      listeners.set(event, (listeners.get(event) ?? new Set()).add(listener))
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
    },
    grant(value) {
      for (const resolve of pending.splice(0)) resolve(value)
    },
    emit(event, value) {
      for (const listener of listeners.get(event) ?? []) (listener as (value: unknown) => void)(value)
    },
    listenerCount: () => [...listeners.values()].reduce((sum, set) => sum + set.size, 0),
  }
  return provider
}
