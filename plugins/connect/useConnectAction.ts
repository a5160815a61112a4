import { useCallback, useRef, useState } from 'react'
import { useGangwayContext } from '../../core/react/index.js'
import { connectErrorKey } from './connectErrorKey.js'
import type { WalletChoice } from './WalletChoice.js'

export interface ConnectAction {
  /** Key of the choice being connected. */
  readonly pending: string | undefined
  /** The last failed choice and the catalogue key of its error. */
  readonly failure: { readonly choice: WalletChoice; readonly messageKey: string } | undefined
  choose(choice: WalletChoice): void
  retry(): void
}

/** Connects a chosen wallet (one at a time, closing the modal on success) or opens its pairing view. */
export function useConnectAction(): ConnectAction {
  const { gangway } = useGangwayContext()
  const [pending, setPending] = useState<string>()
  const [failure, setFailure] = useState<ConnectAction['failure']>()
  const busy = useRef(false)
  const choose = useCallback(
    (choice: WalletChoice) => {
      if (busy.current) return
      const { connector, wallet } = choice
      if (!connector || connector.type === 'WALLET_CONNECT') {
        setFailure(undefined)
        gangway.navigate('ConnectingWalletConnect', wallet ? { wallet } : undefined)
        return
      }
      busy.current = true
      setFailure(undefined)
      setPending(choice.key)
      gangway
        .connect(connector)
        .then(
          () => gangway.close(),
          (error: unknown) => setFailure({ choice, messageKey: connectErrorKey(error) }),
        )
        .finally(() => {
          busy.current = false
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
