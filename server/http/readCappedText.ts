import { BodyTooLargeError } from './BodyTooLargeError.js'

/** The body of `request` (or of a fetched answer) as UTF-8 text, read no further than `maxBytes` (BodyTooLargeError past it). */
export async function readCappedText(
  request: Pick<Request, 'headers' | 'body'>,
  maxBytes: number,
): Promise<string> {
  if (Number(request.headers.get('content-length')) > maxBytes) throw new BodyTooLargeError(maxBytes)
  const body = request.body
  if (!body) return ''
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let size = 0
  let text = ''
  for (;;) {
    const { done, value } = await reader.read()
    if (done) return text + decoder.decode()
    size += value.byteLength
    if (size > maxBytes) {
      void reader.cancel().catch(() => {})
      throw new BodyTooLargeError(maxBytes)
    }
    text += decoder.decode(value, { stream: true })
  }
}
