/** `0x1234…abcd`: the first `start` and last `end` characters; short values are returned unchanged. */
export function truncateAddress(address: string, start = address.startsWith('0x') ? 6 : 4, end = 4): string {
  return address.length > start + end + 1 ? `${address.slice(0, start)}…${address.slice(-end)}` : address
}
