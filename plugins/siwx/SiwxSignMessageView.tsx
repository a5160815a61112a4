import { useRef, useSyncExternalStore } from 'react'
import { AlertBar, Button, safeUrl, useGangway, useTranslate, WalletImage } from '../../entries/plugin.js'
import type { SiwxState } from './SiwxState.js'

const column = {
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: 12,
  textAlign: 'center',
} as const
const actions = { display: 'flex', gap: 8, width: '100%' } as const
const idle: SiwxState = { phase: 'idle' }
const noop = () => () => {}

/** The SIWX sign-message view: the app's name and icon, why to sign, Sign and Cancel. */
export function SiwxSignMessageView() {
  const gangway = useGangway()
  const t = useTranslate()
  const api = gangway.getPlugin('siwx')
  const store = api?.store()
  const state = useSyncExternalStore(
    store?.subscribe ?? noop,
    () => store?.getState() ?? idle,
    () => idle,
  )
  const busy = useRef(false)
  const { name, icons } = gangway.config.metadata
  const required = api?.required() ?? false
  const signing = state.phase === 'signing' || state.phase === 'checking'

  const sign = async () => {
    if (!api || busy.current) return
    busy.current = true
    try {
      const result = await api.signIn()
      if (result === 'signed') gangway.close()
      else if (result === 'init-failed') {
        gangway.navigate('Connect', undefined, { replace: true })
        await gangway.disconnect()
      }
    } finally {
      busy.current = false
    }
  }
  const cancel = async () => {
    if (!required) return gangway.close()
    gangway.navigate('Connect', undefined, { replace: true })
    await gangway.disconnect()
  }

  return (
    <div style={column}>
      <WalletImage src={safeUrl(icons[0], 'image')} alt={t('siwx.appIcon', { app: name })} size="lg" />
      <h2 className="gw-fw" style={{ margin: 0, fontSize: '1.6em' }}>
        {t('siwx.heading', { app: name })}
      </h2>
      <p className="gw-hint" style={{ margin: 0 }}>
        {t(required ? 'siwx.statement' : 'siwx.statementOptional')}
      </p>
      {state.phase === 'failed' && state.error !== undefined && (
        <AlertBar variant="error" message={state.error} />
      )}
      <div style={actions}>
        <Button variant="secondary" fullWidth onClick={() => void cancel()}>
          {t('siwx.cancel')}
        </Button>
        <Button fullWidth loading={signing} onClick={() => void sign()}>
          {state.phase === 'signing' ? t('siwx.signing') : t('siwx.sign')}
        </Button>
      </div>
    </div>
  )
}
