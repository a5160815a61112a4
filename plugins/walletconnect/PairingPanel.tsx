import { AlertBar, Button, CopyButton, QrCode, Spinner, useGangwayContext } from '../../entries/plugin.js'
import type { Pairing } from './usePairing.js'
import { useSecondsLeft } from './useSecondsLeft.js'

const column = { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12 } as const
const placeholder = { width: 280, height: 280, display: 'grid', placeItems: 'center', gap: 8 } as const

export interface PairingPanelProps {
  readonly pairing: Pairing
  /** Shows the QR code (desktop, or a wallet without a mobile link); else only the copy link. */
  readonly showQr: boolean
  /** The line above the QR code. */
  readonly hint: string
}

const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`

/** The pairing URI as a QR code with its expiry countdown and copy link, or the failure with a retry. */
export function PairingPanel({ pairing, showQr, hint }: PairingPanelProps) {
  const { t } = useGangwayContext()
  const { state, failure } = pairing
  const secondsLeft = useSecondsLeft(state.expiresAt)
  if (failure) {
    const rejected = failure === 'Connection rejected'
    return (
      <AlertBar
        variant="error"
        title={t(rejected ? 'walletconnect.error.rejected' : 'walletconnect.error.failed')}
        message={
          <span style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 8 }}>
            {t(rejected ? 'walletconnect.error.rejectedHint' : 'walletconnect.error.failedHint')}
            <Button size="sm" variant="secondary" onClick={pairing.retry}>
              {t('walletconnect.retry')}
            </Button>
          </span>
        }
      />
    )
  }
  const uri = state.uri
  return (
    <div style={column} data-pairing={state.status} data-uri={uri}>
      {showQr && (
        <p className="gw-hint" style={{ textAlign: 'center' }}>
          {hint}
        </p>
      )}
      {showQr &&
        (uri ? (
          <QrCode value={uri} size={280} label={t('walletconnect.qr.label')} />
        ) : (
          <div style={placeholder} role="status">
            <Spinner />
            <span className="gw-hint">
              {t(state.expiresAt ? 'walletconnect.refreshing' : 'walletconnect.generating')}
            </span>
          </div>
        ))}
      {uri && secondsLeft !== undefined && (
        <p className="gw-hint">{t('walletconnect.expiresIn', { time: clock(secondsLeft) })}</p>
      )}
      {uri && (
        <CopyButton
          value={uri}
          copiedLabel={t('walletconnect.copied')}
          failedLabel={t('walletconnect.copyFailed')}
        >
          {t('walletconnect.copy')}
        </CopyButton>
      )}
    </div>
  )
}
