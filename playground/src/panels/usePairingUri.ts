import { useCallback, useSyncExternalStore } from 'react'
import type { Gangway } from '../../../entries/gangway.js'

/** The WalletConnect pairing URI the widget shows now (the walletconnect plugin's store), if any. */
export function usePairingUri(gangway: Gangway): string | undefined {
  const subscribe = useCallback(
    (listener: () => void) => {
      let off = () => {}
      const attach = () => {
        off()
        off = gangway.getPlugin('walletconnect')?.store?.subscribe(listener) ?? (() => {})
      }
      attach()
      const offRegistry = gangway.stores.registry.subscribe(() => {
        attach()
        listener()
      })
      return () => {
        off()
        offRegistry()
      }
    },
    [gangway],
  )
  return useSyncExternalStore(subscribe, () => gangway.getPlugin('walletconnect')?.store?.getState().uri)
}
