/** Sends one plain-text mail (with an HTML twin). */
export interface Mailer {
  send(mail: {
    readonly to: string
    readonly subject: string
    readonly text: string
    readonly html: string
  }): Promise<void>
  close(): void
}
