import {
  BALANCE_CACHE_MS,
  BALANCE_RETRY_BLOCK_MS,
  NOTIFICATION_RESHOW_MS,
  RPC_TIMEOUT_MS,
  SHAKE_MS,
} from '../config/defaults.js'

/** The constants of spec section 9 that the kernel itself uses. */
export const kernelTimings = {
  shakeMs: SHAKE_MS,
  balanceCacheMs: BALANCE_CACHE_MS,
  balanceRetryBlockMs: BALANCE_RETRY_BLOCK_MS,
  /** A silent reconnect waits this long for a wallet (the RPC timeout) before it counts as failed. */
  reconnectTimeoutMs: RPC_TIMEOUT_MS,
  notifications: { reshowMs: NOTIFICATION_RESHOW_MS, autoCloseMs: 3_000 },
} as const
