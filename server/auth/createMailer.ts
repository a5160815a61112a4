import { createTransport } from 'nodemailer'
import type { AuthOptions } from './AuthOptions.js'
import type { Mailer } from './Mailer.js'

const TIMEOUT_MS = 10_000

/** A Mailer over SMTP (nodemailer), each step with a deadline. */
export function createMailer(smtp: AuthOptions['smtp'], from: string): Mailer {
  const transport = createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure ?? false,
    auth: smtp.user === undefined ? undefined : { user: smtp.user, pass: smtp.pass ?? '' },
    connectionTimeout: TIMEOUT_MS,
    greetingTimeout: TIMEOUT_MS,
    socketTimeout: TIMEOUT_MS,
  })
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail })
    },
    close: () => transport.close(),
  }
}
