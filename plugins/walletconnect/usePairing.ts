import { useCallback, useEffect, useRef, useState } from 'react'
import { failedToConnect, modalClosed, useGangwayContext, type WalletEntry } from '../../entries/plugin.js'
import type { PairingState } from './PairingState.js'
import { usePairingState } from './usePairingState.js'

export interface Pairing {
  readonly state: PairingState
  /** 'Connection rejected' or 'Failed to connect' after a failed attempt. */
  readonly failure: string | undefined
  retry(): void
}

/**
 * Pairs while the view is shown: connects the 'walletConnect' connector of the active namespace (the
 * session covers the others, connected right after), closes the modal on success, and cancels the
 * pairing when the view goes away.
 */
export function usePairing(wallet: WalletEntry | undefined): Pairing {
  const { gangway } = useGangwayContext()
  const api = gangway.getPlugin('walletconnect')
  const state = usePairingState(api?.store)
  const [failure, setFailure] = useState<string>()
  const run = useRef(0)
  const start = useCallback(() => {
    const [primary, ...others] = api?.namespaces(gangway.stores.networks.getState().activeNamespace) ?? []
    if (!api || !primary) {
      setFailure('Failed to connect')
      return
    }
    run.current += 1
    const id = run.current
    setFailure(undefined)
    api.choose(wallet)
    gangway.connect('walletConnect', primary).then(
      async () => {
        for (const namespace of others)
          if (api.sessionNamespaces().includes(namespace))
            await gangway.connect('walletConnect', namespace).catch(() => undefined)
        if (id === run.current) gangway.close()
      },
      (error: unknown) => {
        if (id !== run.current) return
        const message = error instanceof Error ? error.message : ''
        setFailure(message === 'Connection rejected' ? message : failedToConnect)
      },
    )
  }, [api, gangway, wallet])
  useEffect(() => {
    start()
    return () => {
      run.current += 1
      api?.cancel(gangway.stores.modal.getState().open ? undefined : modalClosed)
    }
  }, [api, gangway, start])
  return { state, failure, retry: start }
}
