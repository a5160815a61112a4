/** Whether the wallet's failure is the visitor declining (EIP-1193 4001, or an error named so), anywhere in its cause chain. */
export function isUserRejection(error: unknown): boolean {
  const seen = new Set<unknown>()
  for (let node = error; typeof node === 'object' && node !== null && !seen.has(node); ) {
    seen.add(node)
    const { code, name, cause } = node as { code?: unknown; name?: unknown; cause?: unknown }
    if (code === 4001 || name === 'UserRejectedRequestError') return true
    node = cause
  }
  return false
}
