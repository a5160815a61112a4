/** Whether two addresses are one account: 0x addresses compare without case, others exactly. */
export function sameAccount(a: string, b: string): boolean {
  return a === b || (/^0x[0-9a-fA-F]{40}$/.test(a) && a.toLowerCase() === b.toLowerCase())
}
