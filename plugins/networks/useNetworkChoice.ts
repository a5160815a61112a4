import { useCallback, useState } from 'react'
import type { Network, ViewId } from '../../core/index.js'
import { useGangway } from '../../core/react/index.js'
import { errorMessage } from './errorMessage.js'

/**
 * Switches to a chosen network from `view`: asks to connect first (SwitchActiveChain) when the network's
 * namespace has no account yet, goes back on success, and keeps the failure message.
 */
export function useNetworkChoice(view: ViewId) {
  const { gangway } = useGangway()
  const [error, setError] = useState<string>()
  const choose = useCallback(
    async (network: Network) => {
      const { activeNamespace, active, switching } = gangway.stores.networks.getState()
      const target = network.chainNamespace
      if (switching !== undefined) return
      if (activeNamespace === target && active[target] === network.caipNetworkId) return
      const accounts = gangway.stores.accounts.getState().byNamespace
      if (
        activeNamespace &&
        activeNamespace !== target &&
        accounts[activeNamespace]?.address &&
        !accounts[target]?.address
      ) {
        gangway.navigate('SwitchActiveChain', {
          switchToChain: target,
          navigateTo: 'Connect',
          navigateWithReplace: true,
          network,
        })
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
        if (gangway.stores.modal.getState().open && !shown() && message)
          gangway.stores.notifications.show(message, 'error')
      }
    },
    [gangway, view],
  )
  return { choose, error }
}
