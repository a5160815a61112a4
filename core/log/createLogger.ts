import type { Logger, LogLevel } from './Logger.js'

const rank: Record<LogLevel, number> = { debug: 0, info: 1, warn: 2, error: 3, silent: 4 }

/** A console logger with a level (spec default: error) and a scope prefix. */
export function createLogger(level: LogLevel = 'error', scope = 'gangway', sink: Console = console): Logger {
  const at =
    (wanted: Exclude<LogLevel, 'silent'>) =>
    (...args: unknown[]) => {
      if (rank[wanted] >= rank[level]) sink[wanted](`[${scope}]`, ...args)
    }
  return {
    debug: at('debug'),
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    child: (child) => createLogger(level, `${scope}:${child}`, sink),
  }
}
