const evmAddressPattern = /^(0x)?[0-9a-fA-F]{40}$/

/** True for 40 hex characters with an optional `0x` prefix (spec section 5); the EIP-55 checksum is not checked. */
export function isEvmAddress(value: unknown): boolean {
  return typeof value === 'string' && evmAddressPattern.test(value)
}
