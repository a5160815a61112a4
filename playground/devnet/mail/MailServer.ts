import type { DevMail } from './DevMail.js'

/** The devnet's SMTP server on 127.0.0.1: what it received, and a wait for the next matching mail. */
export interface MailServer {
  readonly host: string
  readonly port: number
  /** Received mails, oldest first. */
  messages(): readonly DevMail[]
  /** The first received mail (already or later) to `to` that `match` accepts; rejects after `timeoutMs`. */
  waitFor(
    to: string,
    options?: { match?: (mail: DevMail) => boolean; timeoutMs?: number; after?: number },
  ): Promise<DevMail>
  /** Called with each mail as it arrives; returns the unsubscribe. */
  subscribe(listener: (mail: DevMail) => void): () => void
  close(): Promise<void>
}
