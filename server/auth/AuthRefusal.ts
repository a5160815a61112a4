/** A request the auth service refuses: the HTTP status and the reason the client is shown. */
export class AuthRefusal extends Error {
  override readonly name = 'AuthRefusal'
  constructor(
    readonly status: 400 | 401 | 404 | 409 | 429 | 502,
    readonly reason: string,
    readonly retryAfter?: number,
  ) {
    super(reason)
  }
}
