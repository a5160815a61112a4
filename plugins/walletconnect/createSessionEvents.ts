import type { UniversalProvider } from '@walletconnect/universal-provider'
import type { ChainNamespace } from '../../entries/plugin.js'
import { sessionAccounts } from './sessionAccounts.js'

type Provider = InstanceType<typeof UniversalProvider>

export interface SessionEventsDeps {
  readonly namespaces: readonly ChainNamespace[]
  /** The served namespaces the session granted accounts of. */
  readonly granted: (up: Provider) => readonly ChainNamespace[]
  /** A namespace's addresses in the session, those on its active chain first. */
  readonly accountsOf: (up: Provider, namespace: ChainNamespace) => string[]
  /** Hands a wallet event to the provider bridge of a namespace. */
  readonly emit: (namespace: ChainNamespace, event: string, ...args: unknown[]) => void
  /** The namespace lost its wallet (the kernel hears it when it was connected through the session). */
  readonly disconnected: (namespace: ChainNamespace) => void
  /** The wallet ended the session. */
  readonly ended: () => void
}

/**
 * The session's events per namespace, for the provider bridges: chain changes (eip155 as a hex chain id,
 * the others as CAIP-2 ids), accounts changed or updated (each list reported once), a namespace the
 * wallet removed or a session it deleted as `disconnect`.
 */
export function createSessionEvents(deps: SessionEventsDeps) {
  const { namespaces, emit } = deps
  /** The accounts each namespace last reported (joined), so that a repeat is not reported again. */
  const last = new Map<ChainNamespace, string>()
  const report = (namespace: ChainNamespace, accounts: readonly string[]) => {
    if (accounts.length === 0 || accounts.join() === last.get(namespace)) return
    last.set(namespace, accounts.join())
    emit(namespace, 'accountsChanged', accounts)
  }
  const lost = (namespace: ChainNamespace, message: string) => {
    last.delete(namespace)
    emit(namespace, 'disconnect', { code: 6000, message })
    deps.disconnected(namespace)
  }
  return {
    /** Takes the session's accounts as already reported (after a pairing or a restore). */
    remember(up: Provider) {
      last.clear()
      for (const namespace of deps.granted(up)) last.set(namespace, deps.accountsOf(up, namespace).join())
    },
    /** Listens to the provider's session; returns the listeners' removers. */
    listen(up: Provider): (() => void)[] {
      const offs: (() => void)[] = []
      const on = (event: string, listener: (...args: never[]) => void) => {
        up.on(event, listener)
        offs.push(() => up.removeListener(event, listener))
      }
      // Every chain change, the wallet's or a switch's, passes the provider's default chain of its namespace.
      on('default_chain_changed', ({ currentCaipChainId }: { currentCaipChainId?: unknown }) => {
        if (typeof currentCaipChainId !== 'string') return
        const [namespace = '', reference = ''] = currentCaipChainId.split(':')
        if (!namespaces.includes(namespace)) return
        if (namespace !== 'eip155') emit(namespace, 'chainChanged', currentCaipChainId)
        else if (/^\d{1,15}$/.test(reference))
          emit(namespace, 'chainChanged', `0x${Number(reference).toString(16)}`)
        // The provider reports no account after a switch to a chain the wallet has not approved yet: the
        // session lives on until the wallet deletes it, so only a non-empty list is an account change.
        report(namespace, deps.accountsOf(up, namespace))
      })
      on(
        'session_event',
        (event: { params?: { chainId?: unknown; event?: { name?: unknown; data?: unknown } } }) => {
          const { chainId, event: named } = event.params ?? {}
          if (typeof chainId !== 'string' || !Array.isArray(named?.data)) return
          if (named.name !== 'accountsChanged' && named.name !== 'bip122_addressesChanged') return
          const namespace = chainId.split(':')[0] ?? ''
          if (!namespaces.includes(namespace)) return
          const approved = new Set(sessionAccounts(up.session?.namespaces[namespace]?.accounts ?? []))
          const reported = (named.data as unknown[])
            .slice(0, 100)
            .map((item) =>
              typeof item === 'string'
                ? item.split(':').at(-1)
                : (item as { address?: unknown } | null)?.address,
            )
          report(
            namespace,
            reported.filter(
              (address): address is string => typeof address === 'string' && approved.has(address),
            ),
          )
        },
      )
      // The provider updates each namespace's sub-provider and throws on one the update removed: drop those first.
      const prune = ({ params }: { params?: { namespaces?: Record<string, unknown> } }) => {
        for (const namespace of Object.keys(up.rpcProviders))
          if (!params?.namespaces?.[namespace]) delete up.rpcProviders[namespace]
      }
      up.client.events.prependListener('session_update', prune)
      offs.push(() => up.client.events.removeListener('session_update', prune))
      on('session_update', () => {
        for (const namespace of namespaces) {
          if (deps.granted(up).includes(namespace)) report(namespace, deps.accountsOf(up, namespace))
          else if (last.has(namespace)) lost(namespace, 'The wallet removed the namespace')
        }
      })
      on('session_delete', () => {
        for (const namespace of namespaces) lost(namespace, 'The wallet ended the session')
        deps.ended()
      })
      return offs
    },
  }
}
