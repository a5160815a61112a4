import { useCallback, useState } from 'react'
import { chooseNetworkSwitchView, type Network, useGangway, type ViewId } from '../../entries/plugin.js'
import { errorMessage } from './errorMessage.js'

/**
 * Switches to a chosen network from `view` by the kernel's network-switch rule: asks to connect first
 * (SwitchActiveChain) when the network's namespace has no account yet, goes back on success, and keeps
 * the failure message (handed to `onHiddenFailure` when the visitor has left the view meanwhile).
 */
export function useNetworkChoice(view: ViewId, onHiddenFailure: (message: string) => void) {
  const gangway = useGangway()
  const [error, setError] = useState<string>()
  const choose = useCallback(
    async (network: Network) => {
      if (gangway.stores.networks.getState().switching !== undefined) return
      const choice = chooseNetworkSwitchView(gangway.stores, gangway.config, network)
      if (choice.view === null) return
      if (choice.view === 'SwitchActiveChain') {
        gangway.navigate('SwitchActiveChain', choice.params)
        return
      }
      setError(undefined)
      const shown = () => gangway.stores.modal.getState().open && gangway.getState().view === view
      try {
        await gangway.switchNetwork(network)
        if (shown()) gangway.back()
      } catch (cause) {
        const message = errorMessage(cause)
        setError(message)
        if (gangway.stores.modal.getState().open && !shown() && message) onHiddenFailure(message)
      }
    },
    [gangway, view, onHiddenFailure],
  )
  return { choose, error }
}
