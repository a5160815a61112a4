import type { ServerLogger } from './ServerLogger.js'

/** The default logger: one line per message on the console, errors with their stack (never sent to a client). */
export const consoleLogger: ServerLogger = {
  info: (message) => console.info(`[gangway] ${message}`),
  warn: (message) => console.warn(`[gangway] ${message}`),
  error: (message, error) => console.error(`[gangway] ${message}`, ...(error === undefined ? [] : [error])),
}
