/** Where the server reports what a response never shows (internal errors, warnings). */
export interface ServerLogger {
  info(message: string): void
  warn(message: string): void
  error(message: string, error?: unknown): void
}
