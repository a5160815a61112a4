/** A number as a 0x-prefixed hexadecimal quantity. */
export const toHex = (value: number): `0x${string}` => `0x${value.toString(16)}`
