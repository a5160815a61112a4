import { type FormEvent, useState, useSyncExternalStore } from 'react'
import {
  AlertBar,
  Button,
  Input,
  TruncatedAddress,
  useAccount,
  useGangway,
  useTranslate,
} from '../../../entries/plugin.js'
import type { GuestbookEntry } from './GuestbookEntry.js'

const column = { display: 'flex', flexDirection: 'column', gap: 12 } as const
const muted = { margin: 0, color: 'var(--gw-fg-2)', fontSize: '1.3em', lineHeight: 1.45 } as const
const entryStyle = {
  display: 'flex',
  flexDirection: 'column',
  gap: 2,
  padding: '8px 10px',
  borderRadius: 'calc(var(--gw-r) * 3)',
  background: 'var(--gw-bg-2)',
  fontSize: '1.3em',
} as const

const none: readonly GuestbookEntry[] = []
const idle = () => () => {}

/** The Guestbook view: sign a line with the connected wallet; the lines live in the plugin's store, read through its API. */
export function GuestbookView() {
  const gangway = useGangway()
  const api = gangway.getPlugin('guestbook')
  const t = useTranslate()
  const { address } = useAccount()
  const entries = useSyncExternalStore(api?.subscribe ?? idle, api?.entries ?? (() => none))
  const [message, setMessage] = useState('')
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string>()
  if (!address) return <AlertBar variant="info" message={t('guestbook.connect')} />
  const sign = async (event: FormEvent) => {
    event.preventDefault()
    const line = message.trim() || t('guestbook.placeholder')
    setBusy(true)
    setError(undefined)
    try {
      const signature = await gangway.signMessage(line)
      api?.add({ message: line, address, signature, time: Date.now() })
      setMessage('')
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : String(cause))
    } finally {
      setBusy(false)
    }
  }
  return (
    <div style={column}>
      <p style={muted}>{t('guestbook.intro')}</p>
      <form onSubmit={sign} style={{ display: 'flex', gap: 8, alignItems: 'flex-end' }}>
        <div style={{ flex: 1 }}>
          <Input
            label={t('guestbook.label')}
            placeholder={t('guestbook.placeholder')}
            value={message}
            maxLength={80}
            onChange={(event) => setMessage(event.target.value)}
          />
        </div>
        <Button type="submit" loading={busy}>
          {t('guestbook.sign')}
        </Button>
      </form>
      {error && <AlertBar variant="error" title={t('guestbook.failed')} message={error} />}
      {entries.length === 0 ? (
        <p style={muted}>{t('guestbook.empty')}</p>
      ) : (
        <ul
          aria-label={t('guestbook.title')}
          style={{ ...column, gap: 6, margin: 0, padding: 0, listStyle: 'none' }}
        >
          {entries.map((entry) => (
            <li key={entry.signature} style={entryStyle}>
              <span style={{ fontWeight: 600 }}>{entry.message}</span>
              <span style={{ color: 'var(--gw-fg-2)' }}>
                {t('guestbook.signed')} · <TruncatedAddress address={entry.address} /> ·{' '}
                <span
                  title={entry.signature}
                >{`${entry.signature.slice(0, 10)}…${entry.signature.slice(-6)}`}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
