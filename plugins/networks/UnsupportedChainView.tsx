import { useState } from 'react'
import { AlertBar, Button, useGangway, useGangwayStore, useTranslate } from '../../entries/plugin.js'
import { NetworkList } from './NetworkList.js'
import { SwitchFailedAlert } from './SwitchFailedAlert.js'
import { useNetworkChoice } from './useNetworkChoice.js'

/** The wallet is on a network the app does not support: switch to a configured one, or disconnect. */
export function UnsupportedChainView({
  onHiddenFailure,
}: {
  readonly onHiddenFailure: (message: string) => void
}) {
  const t = useTranslate()
  const gangway = useGangway()
  const namespace = useGangwayStore('networks', (state) => state.activeNamespace)
  const { choose, error } = useNetworkChoice('UnsupportedChain', onHiddenFailure)
  const [disconnecting, setDisconnecting] = useState(false)
  const [disconnectFailed, setDisconnectFailed] = useState(false)
  const disconnect = async () => {
    setDisconnecting(true)
    setDisconnectFailed(false)
    try {
      await gangway.disconnect(namespace)
    } catch {
      setDisconnectFailed(true)
    } finally {
      setDisconnecting(false)
    }
  }
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <p style={{ margin: 0 }}>{t('networks.unsupported.message')}</p>
      <SwitchFailedAlert error={error} />
      <NetworkList onChoose={choose} />
      {disconnectFailed && <AlertBar variant="error" message={t('networks.disconnectFailed')} />}
      <Button variant="secondary" fullWidth loading={disconnecting} onClick={disconnect}>
        {t('networks.disconnect')}
      </Button>
    </div>
  )
}
