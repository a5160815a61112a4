/** The frame's two timeouts: their catalogue messages are codes, explained to the visitor by the alert they raise. */
const UNREACHABLE = new Set(['iframe_load_failed', 'iframe_request_timeout'])

/**
 * What to show for a failed frame request: the frame's own message (its details) when it gave one; `unreachable`
 * (a sentence, not the code) when the frame did not load or did not answer in time; else the error's message.
 */
export function frameErrorText(error: unknown, unreachable: string): string {
  if (error instanceof Error) {
    const details = (error as Error & { details?: unknown }).details
    if (typeof details === 'string' && details) return details
    return UNREACHABLE.has(error.message) ? unreachable : error.message
  }
  return 'An error occurred'
}
