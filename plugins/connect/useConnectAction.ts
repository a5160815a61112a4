import { useCallback, useRef, useState } from 'react'
import { type MessageKey, useGangwayContext } from '../../entries/plugin.js'
import { connectErrorKey } from './connectErrorKey.js'
import type { WalletChoice } from './WalletChoice.js'

export interface ConnectAction {
  /** Key of the choice being connected. */
  readonly pending: string | undefined
  /** The last failed choice and the catalogue key of its error. */
  readonly failure: { readonly choice: WalletChoice; readonly messageKey: MessageKey } | undefined
  choose(choice: WalletChoice): void
  retry(): void
}

/**
 * Connects a chosen wallet or opens its pairing view. Choosing another wallet while one connects ends
 * the first attempt (the kernel aborts it); the modal closes on success unless another view took over
 * meanwhile (UnsupportedChain, say).
 */
export function useConnectAction(): ConnectAction {
  const { gangway } = useGangwayContext()
  const [pending, setPending] = useState<string>()
  const [failure, setFailure] = useState<ConnectAction['failure']>()
  const latest = useRef<{ readonly id: number; readonly key?: string }>({ id: 0 })
  const choose = useCallback(
    (choice: WalletChoice) => {
      const { connector, wallet } = choice
      if (connector && connector.type !== 'WALLET_CONNECT' && latest.current.key === choice.key) return
      const id = latest.current.id + 1
      setFailure(undefined)
      if (!connector || connector.type === 'WALLET_CONNECT') {
        latest.current = { id }
        setPending(undefined)
        gangway.navigate('ConnectingWalletConnect', wallet ? { wallet } : undefined)
        return
      }
      latest.current = { id, key: choice.key }
      const current = () => latest.current.id === id
      const view = gangway.getState().view
      setPending(choice.key)
      gangway
        .connect(connector)
        .then(
          () => {
            if (current() && gangway.getState().view === view) gangway.close()
          },
          (error: unknown) => {
            if (current()) setFailure({ choice, messageKey: connectErrorKey(error) })
          },
        )
        .finally(() => {
          if (!current()) return
          latest.current = { id }
          setPending(undefined)
        })
    },
    [gangway],
  )
  const retry = useCallback(() => {
    if (failure) choose(failure.choice)
  }, [choose, failure])
  return { pending, failure, choose, retry }
}
