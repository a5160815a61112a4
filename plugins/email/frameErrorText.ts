/** What to show for a failed frame request: the frame's own message (its details) when it gave one, else the error's. */
export function frameErrorText(error: unknown): string {
  if (error instanceof Error) {
    const details = (error as Error & { details?: unknown }).details
    return typeof details === 'string' && details ? details : error.message
  }
  return 'An error occurred'
}
