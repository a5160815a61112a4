import { type FormEvent, useEffect, useRef, useState } from 'react'
import { Button, Input, Spinner, useGangwayContext, type ViewComponent } from '../../entries/plugin.js'
import { displayEmail } from './displayEmail.js'
import type { EmailApi } from './EmailApi.js'
import { frameErrorText } from './frameErrorText.js'

const column = { display: 'flex', flexDirection: 'column', gap: 12 } as const
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

type Stage = 'email' | 'primary' | 'secondary' | 'done'

/**
 * The UpdateEmailWallet view over `api`: the new e-mail, then the code mailed to the current address
 * (VERIFY_PRIMARY_OTP), then the code mailed to the new one (VERIFY_SECONDARY_OTP); the new e-mail is shown at the end.
 */
export function bindUpdateEmailWalletView(api: EmailApi): ViewComponent {
  // biome-ignore lint/correctness/noComponentHookFactories: one view per plugin instance, over its api; made once in setup
  return function UpdateEmailWalletView() {
    const { gangway, t } = useGangwayContext()
    const [stage, setStage] = useState<Stage>('email')
    const [next, setNext] = useState('')
    const [code, setCode] = useState('')
    const [busy, setBusy] = useState(false)
    const [error, setError] = useState<string>()
    const [changed, setChanged] = useState('')
    const field = useRef<HTMLInputElement>(null)
    const current = api.email() ?? ''

    useEffect(() => {
      if (stage !== 'done') field.current?.focus()
    }, [stage])

    const run = async (step: () => Promise<void>) => {
      setBusy(true)
      setError(undefined)
      try {
        await step()
      } catch (cause) {
        setError(frameErrorText(cause, t('email.unreachable')))
        setCode('')
      } finally {
        setBusy(false)
      }
    }
    const submitEmail = (event: FormEvent) => {
      event.preventDefault()
      const address = next.trim()
      if (!EMAIL.test(address) || address.length > 254) return setError(t('email.invalid'))
      void run(async () => {
        await api.updateEmail(address)
        setCode('')
        setStage('primary')
      })
    }
    const verify = (otp: string) =>
      run(async () => {
        if (stage === 'primary') {
          await api.verifyPrimaryOtp(otp)
          setCode('')
          setStage('secondary')
        } else {
          setChanged(await api.verifySecondaryOtp(otp))
          setStage('done')
        }
      })
    const change = (value: string) => {
      const digits = value.replace(/\D/g, '').slice(0, 6)
      setCode(digits)
      if (digits.length === 6 && !busy) void verify(digits)
    }

    if (stage === 'done')
      return (
        <div style={column} data-testid="email-updated">
          <p className="gw-title" role="status">
            {t('email.update.done', { email: displayEmail(changed) })}
          </p>
          <Button fullWidth onClick={() => gangway.back()}>
            {t('email.update.back')}
          </Button>
        </div>
      )
    if (stage === 'email')
      return (
        <form style={column} onSubmit={submitEmail} noValidate>
          <Input
            ref={field}
            label={t('email.update.field')}
            name="email"
            type="email"
            autoComplete="email"
            placeholder={t('email.placeholder')}
            value={next}
            disabled={busy}
            error={error}
            onChange={(event) => setNext(event.target.value)}
          />
          <Button type="submit" fullWidth loading={busy}>
            {t('email.update.submit')}
          </Button>
        </form>
      )
    return (
      <form
        style={column}
        onSubmit={(event) => {
          event.preventDefault()
          if (code.length === 6 && !busy) void verify(code)
        }}
      >
        <p className="gw-hint">
          {stage === 'primary'
            ? t('email.update.primary', { email: displayEmail(current) })
            : t('email.update.secondary', { email: displayEmail(next.trim()) })}
        </p>
        <Input
          key={stage}
          ref={field}
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
        {busy && <Spinner label={t('email.otp.verifying')} />}
      </form>
    )
  }
}
