/** How long an image may take to preload before its placeholder is shown instead (spec section 9). */
export const IMAGE_PRELOAD_TIMEOUT_MS = 2000
