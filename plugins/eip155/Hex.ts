/** A 0x-prefixed hexadecimal string. */
export type Hex = `0x${string}`
