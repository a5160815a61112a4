/** The message of a thrown value, or '' when it has none. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : typeof error === 'string' ? error : ''
}
