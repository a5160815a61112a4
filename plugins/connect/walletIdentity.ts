/** The deduplication key of a wallet: its reverse-DNS name when known, else its id. */
export function walletIdentity(item: {
  readonly id: string
  readonly rdns?: string | null | undefined
}): string {
  return item.rdns ? `rdns:${item.rdns.toLowerCase()}` : `id:${item.id}`
}
