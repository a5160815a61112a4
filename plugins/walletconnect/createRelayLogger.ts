import type { Logger as WalletConnectLogger } from '@walletconnect/logger'
import type { Logger } from '../../entries/plugin.js'
import { redactSecrets } from './redactSecrets.js'

const describe = (value: unknown) => {
  if (typeof value === 'string') return value
  if (value instanceof Error) return `${value.name}: ${value.message}`
  try {
    return JSON.stringify(value) ?? String(value)
  } catch {
    return String(value)
  }
}

/**
 * The logger handed to WalletConnect (universal provider, sign client, core, relayer): every line is
 * flattened to text and redacted (redactSecrets) before it reaches `sink`; nothing is logged without one.
 */
export function createRelayLogger(sink: Logger | undefined, context = 'walletconnect'): WalletConnectLogger {
  const line =
    (level: 'debug' | 'info' | 'warn' | 'error') =>
    (...args: unknown[]) =>
      sink?.[level](redactSecrets(`${context}: ${args.map(describe).join(' ')}`))
  const logger = {
    level: sink ? 'trace' : 'silent',
    custom_context: context,
    trace: line('debug'),
    debug: line('debug'),
    info: line('info'),
    warn: line('warn'),
    error: line('error'),
    fatal: line('error'),
    silent: () => undefined,
    bindings: () => ({ context }),
    child: (bindings: { context?: string } = {}) => createRelayLogger(sink, bindings.context ?? context),
  }
  return logger as unknown as WalletConnectLogger
}
