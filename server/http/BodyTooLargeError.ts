/** A request body over the server's limit (answered 413). */
export class BodyTooLargeError extends Error {
  override readonly name = 'BodyTooLargeError'
  constructor(readonly limit: number) {
    super(`Body larger than ${limit} bytes`)
  }
}
