import { useState } from 'react'
import {
  AlertBar,
  Button,
  type MessageKey,
  NetworkImage,
  networkImageUrl,
  useGangway,
  useGangwayStore,
  useTranslate,
  type ViewRegistry,
} from '../../entries/plugin.js'
import { errorMessage } from './errorMessage.js'
import { navigateFrom } from './navigateFrom.js'
import { useViewParams } from './useViewParams.js'

/** Asks to connect a wallet for another namespace (or switches to it when it already has an account). */
export function SwitchActiveChainView({ params }: { readonly params?: ViewRegistry['SwitchActiveChain'] }) {
  const t = useTranslate()
  const gangway = useGangway()
  const current = useViewParams('SwitchActiveChain', params)
  const namespace = current?.switchToChain
  const fallback = useGangwayStore('networks', (state) =>
    namespace
      ? (state.configured.find((item) => item.caipNetworkId === state.active[namespace]) ??
        state.configured.find((item) => item.chainNamespace === namespace))
      : undefined,
  )
  const connected = useGangwayStore('accounts', (state) =>
    namespace ? state.byNamespace[namespace]?.address !== undefined : false,
  )
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  if (!current || !namespace) return null
  const network = current.network ?? fallback
  const values = {
    namespace: t(`networks.namespace.${namespace}` as MessageKey),
    network: network?.name ?? '',
  }
  const proceed = async () => {
    setBusy(true)
    setError(undefined)
    try {
      if (network) await gangway.switchNetwork(network)
      const { open, history } = gangway.stores.modal.getState()
      if (!open || history.at(-1)?.view !== 'SwitchActiveChain') return
      if (connected) navigateFrom(gangway, 'SwitchActiveChain', 'Account', true)
      else
        navigateFrom(
          gangway,
          'SwitchActiveChain',
          current.navigateTo ?? 'Connect',
          current.navigateWithReplace === true,
        )
    } catch (cause) {
      setError(errorMessage(cause) || t('networks.switchFailed'))
    } finally {
      setBusy(false)
    }
  }
  return (
    <div
      style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 16, textAlign: 'center' }}
    >
      <NetworkImage src={networkImageUrl(network, gangway.config)} size="lg" />
      <p style={{ margin: 0 }}>
        {t(
          connected
            ? 'networks.switchActiveChain.switchMessage'
            : 'networks.switchActiveChain.connectMessage',
          values,
        )}
      </p>
      {error && <AlertBar variant="error" title={t('networks.switchFailed')} message={error} />}
      <Button fullWidth loading={busy} onClick={proceed}>
        {connected ? t('networks.switchActiveChain.switch', values) : t('networks.switchActiveChain.connect')}
      </Button>
    </div>
  )
}
