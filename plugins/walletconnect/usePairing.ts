import { useCallback, useEffect, useRef, useState } from 'react'
import { failedToConnect, modalClosed, useGangwayContext, type WalletEntry } from '../../entries/plugin.js'
import { connectSessionNamespaces } from './connectSessionNamespaces.js'
import type { PairingState } from './PairingState.js'
import { pairingTimings } from './pairingTimings.js'
import { usePairingState } from './usePairingState.js'

export interface Pairing {
  readonly state: PairingState
  /** 'Connection rejected' or 'Failed to connect' after a failed attempt. */
  readonly failure: string | undefined
  retry(): void
}

/**
 * Pairs while the view is shown: connects the 'walletConnect' connector of the active namespace (the
 * session covers the others, connected right after; the chosen namespace stays active), closes the modal on success, and cancels the
 * pairing when the view goes away. An attempt that shows no URI within `pairingTimings.answerMs` of
 * the choice (loading, relay unreachable or silent) is cancelled and shows 'Failed to connect'.
 */
export function usePairing(wallet: WalletEntry | undefined): Pairing {
  const { gangway } = useGangwayContext()
  const api = gangway.getPlugin('walletconnect')
  const state = usePairingState(api?.store)
  const [failure, setFailure] = useState<string>()
  const run = useRef(0)
  const deadline = useRef<ReturnType<typeof setTimeout>>(undefined)
  const start = useCallback(() => {
    clearTimeout(deadline.current)
    const [primary] = api?.namespaces(gangway.stores.networks.getState().activeNamespace) ?? []
    if (!api || !primary) {
      setFailure('Failed to connect')
      return
    }
    run.current += 1
    const id = run.current
    setFailure(undefined)
    api.choose(wallet)
    deadline.current = setTimeout(() => {
      const pairing = api.store?.getState()
      if (id !== run.current || pairing?.uri || pairing?.status === 'connected') return
      run.current += 1
      api.cancel()
      setFailure(failedToConnect)
    }, pairingTimings.answerMs)
    gangway.connect('walletConnect', primary).then(
      async () => {
        if (id === run.current) clearTimeout(deadline.current)
        await connectSessionNamespaces(gangway, primary)
        if (id === run.current) gangway.close()
      },
      (error: unknown) => {
        if (id !== run.current) return
        clearTimeout(deadline.current)
        const message = error instanceof Error ? error.message : ''
        setFailure(message === 'Connection rejected' ? message : failedToConnect)
      },
    )
  }, [api, gangway, wallet])
  useEffect(() => {
    start()
    return () => {
      clearTimeout(deadline.current)
      run.current += 1
      api?.cancel(gangway.stores.modal.getState().open ? undefined : modalClosed)
    }
  }, [api, gangway, start])
  return { state, failure, retry: start }
}
