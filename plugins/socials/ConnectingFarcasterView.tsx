import { useEffect, useState } from 'react'
import {
  AlertBar,
  Button,
  CopyButton,
  QrCode,
  Spinner,
  useGangwayContext,
  type ViewComponent,
} from '../../entries/plugin.js'
import type { FarcasterChannel } from './FarcasterChannel.js'
import type { SocialApi } from './SocialApi.js'
import { SocialLoginError } from './SocialLoginError.js'

const column = { display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 12 } as const
const clock = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`

type Stage =
  | { readonly step: 'opening' }
  | { readonly step: 'waiting'; readonly channel: FarcasterChannel }
  | { readonly step: 'connecting' }
  | { readonly step: 'expired' | 'rejected' | 'failed' }

/**
 * ConnectingFarcaster over `api`: opens a channel, shows its link as a QR code (with copy and countdown) and waits
 * for the Farcaster app; then connects the embedded wallet. Expiry, rejection and failure each offer a new code.
 * Leaving the view aborts the wait.
 */
export function bindConnectingFarcasterView(api: SocialApi): ViewComponent {
  // biome-ignore lint/correctness/noComponentHookFactories: one view per plugin instance, over its api; made once in setup
  return function ConnectingFarcasterView() {
    const { gangway, t } = useGangwayContext()
    const [stage, setStage] = useState<Stage>({ step: 'opening' })
    const [attempt, setAttempt] = useState(0)
    const [now, setNow] = useState(() => Date.now())

    // biome-ignore lint/correctness/useExhaustiveDependencies: one sign-in per attempt
    useEffect(() => {
      const abort = new AbortController()
      const run = async () => {
        setStage({ step: 'opening' })
        try {
          const channel = await api.farcasterChannel()
          if (abort.signal.aborted) return
          setStage({ step: 'waiting', channel })
          const connectorId = await api.signInWithFarcaster(channel, abort.signal)
          if (abort.signal.aborted) return
          if (connectorId === 'expired') return setStage({ step: 'expired' })
          setStage({ step: 'connecting' })
          await api.connect(gangway)
          gangway.close()
        } catch (cause) {
          if (abort.signal.aborted) return
          const rejected = cause instanceof SocialLoginError && cause.shortMessage === 'Connection rejected'
          setStage({ step: rejected ? 'rejected' : 'failed' })
        }
      }
      void run()
      return () => abort.abort()
    }, [attempt])
    useEffect(() => {
      if (stage.step !== 'waiting') return
      setNow(Date.now())
      const timer = setInterval(() => setNow(Date.now()), 1_000)
      return () => clearInterval(timer)
    }, [stage.step])

    const retry = (
      <Button size="sm" variant="secondary" onClick={() => setAttempt((value) => value + 1)}>
        {t('socials.farcaster.retry')}
      </Button>
    )
    if (stage.step === 'expired' || stage.step === 'rejected' || stage.step === 'failed')
      return (
        <div style={column} data-testid="farcaster-state" data-state={stage.step}>
          <AlertBar
            variant={stage.step === 'expired' ? 'warning' : 'error'}
            title={t(`socials.farcaster.${stage.step}`)}
            message={
              <span style={{ display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 8 }}>
                {stage.step === 'expired' && t('socials.farcaster.expiredHint')}
                {retry}
              </span>
            }
          />
        </div>
      )
    if (stage.step !== 'waiting')
      return (
        <div style={column} data-testid="farcaster-state" data-state={stage.step}>
          <Spinner
            label={t(stage.step === 'connecting' ? 'socials.connecting' : 'socials.farcaster.opening')}
          />
        </div>
      )
    const secondsLeft = Math.max(0, Math.ceil((stage.channel.expiresAt - now) / 1_000))
    return (
      <div style={column} data-testid="farcaster-state" data-state="waiting" data-uri={stage.channel.url}>
        <p className="gw-hint" style={{ textAlign: 'center' }}>
          {t('socials.farcaster.scan')}
        </p>
        <QrCode value={stage.channel.url} size={280} label={t('socials.farcaster.qr')} />
        <p className="gw-hint">{t('socials.farcaster.expiresIn', { time: clock(secondsLeft) })}</p>
        <CopyButton
          value={stage.channel.url}
          copiedLabel={t('socials.farcaster.copied')}
          failedLabel={t('socials.farcaster.copyFailed')}
        >
          {t('socials.farcaster.copy')}
        </CopyButton>
      </div>
    )
  }
}
