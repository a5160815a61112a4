import { ConnectionError, failedToConnect } from '../../entries/plugin.js'

const details = {
  account: 'The wallet returned no account',
  chain: 'The wallet returned no chain id',
  provider: 'The connector has no EIP-1193 provider',
} as const

/** The ConnectionError 'Failed to connect' the adapter throws, saying what went wrong; its own chunk (its text stays out of the eager part), loaded on failure. */
export function failure(reason: keyof typeof details): ConnectionError {
  return new ConnectionError(failedToConnect, { details: details[reason] })
}
