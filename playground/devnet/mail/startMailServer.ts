import type { AddressInfo } from 'node:net'
import PostalMime from 'postal-mime'
import { SMTPServer } from 'smtp-server'
import type { DevMail } from './DevMail.js'
import type { MailServer } from './MailServer.js'

const MAX_MAIL_BYTES = 256 * 1024
const MAX_KEPT = 500

/**
 * A real SMTP server on 127.0.0.1 (a free port unless `port`) that keeps the mails it receives, parsed by
 * postal-mime: the devnet's mailbox for the auth service's codes and device links (no auth, no TLS: local only).
 */
export async function startMailServer(options: { readonly port?: number } = {}): Promise<MailServer> {
  const mails: DevMail[] = []
  const listeners = new Set<(mail: DevMail) => void>()
  let next = 1
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_MAIL_BYTES,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = []
      let size = 0
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length
        if (size <= MAX_MAIL_BYTES) chunks.push(chunk)
      })
      stream.on('end', () => {
        if (size > MAX_MAIL_BYTES) return callback(new Error('Message too large'))
        PostalMime.parse(Buffer.concat(chunks)).then(
          (parsed) => {
            const mail: DevMail = {
              id: next++,
              from: parsed.from?.address ?? '',
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: parsed.html ?? '',
              receivedAt: Date.now(),
            }
            mails.push(mail)
            if (mails.length > MAX_KEPT) mails.shift()
            for (const listener of listeners) listener(mail)
            callback()
          },
          (error: unknown) => callback(error instanceof Error ? error : new Error('Unreadable message')),
        )
      })
    },
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => resolve())
  })
  const { port } = server.server.address() as AddressInfo
  const subscribe = (listener: (mail: DevMail) => void) => {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  }
  return {
    host: '127.0.0.1',
    port,
    messages: () => [...mails],
    subscribe,
    waitFor(to, { match = () => true, timeoutMs = 10_000, after = 0 } = {}) {
      const wanted = (mail: DevMail) => mail.id > after && mail.to.includes(to.toLowerCase()) && match(mail)
      const found = mails.find(wanted)
      if (found) return Promise.resolve(found)
      return new Promise<DevMail>((resolve, reject) => {
        const timer = setTimeout(() => {
          off()
          reject(new Error(`No mail to ${to} within ${timeoutMs} ms`))
        }, timeoutMs)
        const off = subscribe((mail) => {
          if (!wanted(mail)) return
          clearTimeout(timer)
          off()
          resolve(mail)
        })
      })
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
