/** Largest request body the server reads (413 past it). */
export const MAX_BODY_BYTES = 64 * 1024
