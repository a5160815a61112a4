import {
  BALANCE_RETRY_BLOCK_MS,
  CACHE_TTL_MS,
  NOTIFICATION_RESHOW_MS,
  RPC_TIMEOUT_MS,
  SHAKE_MS,
} from '../config/defaults.js'

/** The constants of spec section 9 that the kernel itself uses. */
export const kernelTimings = {
  shakeMs: SHAKE_MS,
  balanceCacheMs: CACHE_TTL_MS.nativeBalance,
  balanceRetryBlockMs: BALANCE_RETRY_BLOCK_MS,
  /** A silent reconnect waits this long for a wallet (the RPC timeout) before it counts as failed. */
  reconnectTimeoutMs: RPC_TIMEOUT_MS,
  notifications: { reshowMs: NOTIFICATION_RESHOW_MS, autoCloseMs: 3_000 },
} as const
