/** One e-mail the devnet's SMTP server received, parsed. */
export interface DevMail {
  readonly id: number
  readonly from: string
  readonly to: readonly string[]
  readonly subject: string
  readonly text: string
  readonly html: string
  readonly receivedAt: number
}
