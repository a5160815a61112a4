import {
  ConnectionError,
  connectionRejected,
  failedToConnect,
  walletReturnedNoAccount,
  walletReturnedNoSignature,
} from '../../entries/plugin.js'

const messages = {
  failed: failedToConnect,
  rejected: connectionRejected,
  noAccount: walletReturnedNoAccount,
  noSignature: walletReturnedNoSignature,
} as const

/** The ConnectionError of the catalogue the adapter throws, saying what went wrong; its own chunk, loaded on failure. */
export function failure(kind: keyof typeof messages, details: string): ConnectionError {
  return new ConnectionError(messages[kind], { details })
}
