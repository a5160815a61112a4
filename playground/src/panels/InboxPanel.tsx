import { useEffect, useState } from 'react'
import type { DevMail } from '../../devnet/mail/DevMail.js'
import { formatTime } from './formatTime.js'

const POLL_MS = 1_000

/** The devnet's SMTP inbox: the e-mail wallet's codes and device links, newest first (polled while shown). */
export function InboxPanel() {
  const [mails, setMails] = useState<readonly DevMail[]>([])
  useEffect(() => {
    let stopped = false
    const poll = async () => {
      try {
        const response = await fetch('/playground/mail.json')
        if (response.ok && !stopped) setMails(((await response.json()) as { mails: DevMail[] }).mails)
      } catch {}
    }
    void poll()
    const timer = setInterval(poll, POLL_MS)
    return () => {
      stopped = true
      clearInterval(timer)
    }
  }, [])
  return (
    <>
      <div className="pg-row">
        <span className="pg-hint">
          Mails the auth service sent to the devnet's SMTP server (codes, device links).
        </span>
      </div>
      {mails.length === 0 ? (
        <p className="pg-empty">No mail yet. Turn on the email feature and sign in with any address.</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling log must be reachable by keyboard (axe scrollable-region-focusable)
        <ol className="pg-log" aria-label="Inbox" tabIndex={0} data-testid="inbox">
          {mails.map((mail) => (
            <li key={mail.id}>
              <span className="pg-log-time">{formatTime(mail.receivedAt)}</span>
              <span>
                <span className="pg-log-type">{mail.subject}</span>
                <span className="pg-log-payload">
                  to {mail.to.join(', ')}: {mail.text}
                </span>
              </span>
            </li>
          ))}
        </ol>
      )}
    </>
  )
}
