import { useCallback, useEffect, useRef, useState } from 'react'
import { type ChainNamespace, type MessageKey, useGangwayContext } from '../../entries/plugin.js'
import { connectErrorKey } from './connectErrorKey.js'
import { connectInOrder } from './connectInOrder.js'
import type { WalletChoice } from './WalletChoice.js'

export interface ConnectFailureState {
  /** What Try again connects: the failed choice, or only the failed namespaces of a wallet of several. */
  readonly choice: WalletChoice
  readonly messageKey: MessageKey
  /** The namespaces that did not connect while the others did (a wallet of several namespaces). */
  readonly namespaces?: readonly ChainNamespace[]
  /** The namespace to leave active after Try again. */
  readonly keepActive?: ChainNamespace
}

export interface ConnectAction {
  /** Key of the choice being connected. */
  readonly pending: string | undefined
  /** For a wallet of several namespaces: the namespace being approved and those connected so far. */
  readonly progress:
    | { readonly current: ChainNamespace; readonly connected: readonly ChainNamespace[] }
    | undefined
  /** The last failed choice and the catalogue key of its error. */
  readonly failure: ConnectFailureState | undefined
  choose(choice: WalletChoice): void
  retry(): void
}

/**
 * Connects a chosen wallet or opens its pairing view. A wallet of several namespaces connects each, in
 * order, the first (the active namespace) left active. Choosing another wallet while one connects ends the
 * first attempt (the kernel aborts it); the modal closes on success unless another view took over meanwhile
 * (UnsupportedChain, say) or a namespace failed.
 */
export function useConnectAction(): ConnectAction {
  const { gangway } = useGangwayContext()
  const [pending, setPending] = useState<string>()
  const [progress, setProgress] = useState<ConnectAction['progress']>()
  const [failure, setFailure] = useState<ConnectAction['failure']>()
  const latest = useRef<{ readonly id: number; readonly key?: string }>({ id: 0 })
  useEffect(
    () => () => {
      latest.current = { id: latest.current.id + 1 }
    },
    [],
  )
  const run = useCallback(
    (choice: WalletChoice, keepActive?: ChainNamespace) => {
      const { connector, wallet } = choice
      if (connector && connector.type !== 'WALLET_CONNECT' && latest.current.key === choice.key) return
      const id = latest.current.id + 1
      setFailure(undefined)
      setProgress(undefined)
      if (!connector || connector.type === 'WALLET_CONNECT') {
        latest.current = { id }
        setPending(undefined)
        gangway.navigate('ConnectingWalletConnect', wallet ? { wallet } : undefined)
        return
      }
      latest.current = { id, key: choice.key }
      const current = () => latest.current.id === id
      const view = gangway.getState().view
      const connectors = choice.connectors ?? [connector]
      const several = connectors.length > 1
      setPending(choice.key)
      connectInOrder(gangway, connectors, {
        firstRequired: keepActive === undefined,
        wanted: () => current() && gangway.stores.modal.getState().open,
        onStep: (next, connected) => {
          if (current() && several) setProgress({ current: next.chain, connected })
        },
      })
        .then(async ({ connected, failed }) => {
          const active = keepActive ?? (connected.length > 0 ? connectors[0]?.chain : undefined)
          const networks = gangway.stores.networks.getState()
          const network = networks.configured.find(
            (item) => active !== undefined && item.caipNetworkId === networks.active[active],
          )
          if (network && connected.length > 0 && networks.activeNamespace !== active)
            await gangway.switchNetwork(network).catch(() => undefined)
          if (!current()) return
          const [first] = failed
          if (!first) {
            if (gangway.getState().view === view) gangway.close()
            return
          }
          const left = connected.length > 0 || keepActive !== undefined
          setFailure({
            choice: left ? { ...choice, connectors: failed.map((item) => item.connector) } : choice,
            messageKey: connectErrorKey(first.error),
            ...(left ? { namespaces: failed.map((item) => item.connector.chain) } : {}),
            ...(left && active ? { keepActive: active } : {}),
          })
        })
        .finally(() => {
          if (!current()) return
          latest.current = { id }
          setPending(undefined)
          setProgress(undefined)
        })
    },
    [gangway],
  )
  const choose = useCallback((choice: WalletChoice) => run(choice), [run])
  const retry = useCallback(() => {
    if (failure) run(failure.choice, failure.keepActive)
  }, [run, failure])
  return { pending, progress, failure, choose, retry }
}
