/** What a dev service route answers: JSON, an SVG image or a raster image, with extra headers. */
export interface DevReply {
  readonly status: number
  readonly json?: unknown
  readonly svg?: string
  readonly image?: { readonly contentType: string; readonly bytes: Uint8Array }
  readonly headers?: Readonly<Record<string, string>>
}
