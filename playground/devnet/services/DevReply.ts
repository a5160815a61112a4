/** What a dev service route answers: JSON, or an SVG image, with extra headers. */
export interface DevReply {
  readonly status: number
  readonly json?: unknown
  readonly svg?: string
  readonly headers?: Readonly<Record<string, string>>
}
