/** What GET /v1/identity/{address} answers. */
export interface Identity {
  readonly name: string | null
  readonly avatar: string | null
}
