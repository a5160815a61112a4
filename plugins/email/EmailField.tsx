import { type FormEvent, useState } from 'react'
import { Button, Input, useGangwayContext, type ViewComponent } from '../../entries/plugin.js'
import { connectEmbedded } from './connectEmbedded.js'
import type { EmailApi } from './EmailApi.js'
import { frameErrorText } from './frameErrorText.js'

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

/** The Connect view's e-mail entry, over `api`: Continue asks the frame to mail a code (or a device link). */
export function bindEmailField(api: EmailApi): ViewComponent {
  // biome-ignore lint/correctness/noComponentHookFactories: one component per plugin instance, over its api; made once in setup
  return function EmailField() {
    const { gangway, t } = useGangwayContext()
    const [email, setEmail] = useState('')
    const [error, setError] = useState<string>()
    const [busy, setBusy] = useState(false)
    const submit = async (event: FormEvent) => {
      event.preventDefault()
      const address = email.trim()
      if (!EMAIL.test(address)) return setError(t('email.invalid'))
      const wait = api.cooldownSeconds()
      if (wait > 0) return setError(t('email.cooldown', { seconds: String(wait) }))
      setError(undefined)
      setBusy(true)
      try {
        const action = await api.connectEmail(address)
        if (action === 'CONNECT') {
          await api.signedInUser()
          await connectEmbedded(gangway, api)
          gangway.close()
        } else gangway.navigate('EmailLogin', { email: address, device: action === 'VERIFY_DEVICE' })
      } catch (cause) {
        setError(frameErrorText(cause, t('email.unreachable')))
      } finally {
        setBusy(false)
      }
    }
    return (
      <form onSubmit={submit} noValidate style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        <Input
          label={t('email.field')}
          hideLabel
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('email.placeholder')}
          value={email}
          error={error}
          disabled={busy}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Button
          type="submit"
          variant="primary"
          fullWidth
          disabled={busy || email.trim() === ''}
          loading={busy}
        >
          {busy ? t('email.authenticating') : t('email.submit')}
        </Button>
      </form>
    )
  }
}
