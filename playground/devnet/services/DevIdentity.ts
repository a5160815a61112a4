/** What GET /v1/identity/{address} answers. */
export interface DevIdentity {
  readonly name: string | null
  readonly avatar: string | null
}
