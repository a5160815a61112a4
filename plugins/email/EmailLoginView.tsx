import { useEffect, useRef, useState } from 'react'
import { Button, Input, Spinner, useGangwayContext, type ViewComponent } from '../../entries/plugin.js'
import { connectEmbedded } from './connectEmbedded.js'
import { displayEmail } from './displayEmail.js'
import type { EmailApi } from './EmailApi.js'
import type { EmailLoginParams } from './EmailLoginParams.js'
import { frameErrorText } from './frameErrorText.js'

const column = { display: 'flex', flexDirection: 'column', gap: 12 } as const

/** The EmailLogin view over `api`: device approval when asked, then the code (pasted or typed: sent at 6 digits), resend. */
export function bindEmailLoginView(api: EmailApi): ViewComponent {
  // biome-ignore lint/correctness/noComponentHookFactories: one view per plugin instance, over its api; made once in setup
  return function EmailLoginView({ params }: { readonly params?: EmailLoginParams }) {
    const { gangway, t } = useGangwayContext()
    const email = params?.email ?? ''
    const [stage, setStage] = useState<'device' | 'otp' | 'verifying' | 'connecting'>(
      params?.device ? 'device' : 'otp',
    )
    const [code, setCode] = useState('')
    const [error, setError] = useState<string>()
    const [notice, setNotice] = useState<string>()
    const input = useRef<HTMLInputElement>(null)
    // Read by the device wait's failure without restarting the wait when the locale changes.
    const unreachable = useRef('')
    unreachable.current = t('email.unreachable')

    useEffect(() => {
      if (stage !== 'device') return
      const abort = new AbortController()
      api.connectDevice(abort.signal).then(
        () => setStage('otp'),
        (cause: unknown) => {
          if (!abort.signal.aborted) setError(frameErrorText(cause, unreachable.current))
        },
      )
      return () => abort.abort()
    }, [stage])
    useEffect(() => {
      if (stage === 'otp') input.current?.focus()
    }, [stage])

    const verify = async (otp: string) => {
      setError(undefined)
      setNotice(undefined)
      setStage('verifying')
      try {
        await api.verifyOtp(otp)
        setStage('connecting')
        await connectEmbedded(gangway, api)
        gangway.close()
      } catch (cause) {
        setError(frameErrorText(cause, t('email.unreachable')))
        setCode('')
        setStage('otp')
      }
    }
    const change = (value: string) => {
      const digits = value.replace(/\D/g, '').slice(0, 6)
      setCode(digits)
      if (digits.length === 6) void verify(digits)
    }
    const resend = async () => {
      setNotice(undefined)
      const wait = api.cooldownSeconds()
      if (wait > 0) return setError(t('email.cooldown', { seconds: String(wait) }))
      setError(undefined)
      try {
        const action = await api.connectEmail(email)
        if (action === 'VERIFY_DEVICE') setStage('device')
        else setNotice(t('email.otp.resent'))
      } catch (cause) {
        setError(frameErrorText(cause, t('email.unreachable')))
      }
    }

    if (stage === 'device')
      return (
        <div style={column} data-testid="email-device">
          <p className="gw-title">{t('email.device.title')}</p>
          <p className="gw-hint">{t('email.device.body', { email: displayEmail(email) })}</p>
          {error ? (
            <p className="gw-hint gw-hint--error" role="alert">
              {error}
            </p>
          ) : (
            <Spinner label={t('email.device.title')} />
          )}
        </div>
      )
    const busy = stage !== 'otp'
    return (
      <div style={column}>
        <p className="gw-hint">{t('email.otp.sent', { email: displayEmail(email) })}</p>
        <form
          onSubmit={(event) => {
            event.preventDefault()
            if (code.length === 6) void verify(code)
          }}
        >
          <Input
            ref={input}
            label={t('email.otp.field')}
            name="otp"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]*"
            maxLength={12}
            value={code}
            disabled={busy}
            error={error}
            onChange={(event) => change(event.target.value)}
          />
        </form>
        {busy && (
          <Spinner label={stage === 'connecting' ? t('email.connecting') : t('email.otp.verifying')} />
        )}
        <span className="gw-sr" role="status">
          {notice ?? ''}
        </span>
        {notice && <p className="gw-hint">{notice}</p>}
        <Button variant="ghost" fullWidth disabled={busy} onClick={() => void resend()}>
          {t('email.otp.resend')}
        </Button>
      </div>
    )
  }
}
