/** The request gate's timings: 'Action not allowed' 300 ms after the modal opens (spec section 4); the approval deadline. */
export const approvalTimings = {
  notAllowedDelayMs: 300,
  approvalTimeoutMs: 300_000,
} as const
