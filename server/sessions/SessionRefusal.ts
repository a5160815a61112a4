/** Why the service refused a request, as the HTTP status and reason the endpoint answers. */
export interface SessionRefusal {
  readonly status: 400 | 401 | 403 | 409 | 502
  readonly reason: string
}
