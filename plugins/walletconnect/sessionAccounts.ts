/** The addresses a session namespace approved (CAIP-10 accounts), those on `chain` first, each once. */
export function sessionAccounts(accounts: readonly string[], chain?: string): string[] {
  const parsed = accounts.flatMap((account) => {
    const parts = account.split(':')
    return parts.length === 3 && parts[2] ? [{ chain: `${parts[0]}:${parts[1]}`, address: parts[2] }] : []
  })
  const ordered = [
    ...parsed.filter((item) => item.chain === chain),
    ...parsed.filter((item) => item.chain !== chain),
  ]
  return [...new Set(ordered.map((item) => item.address))]
}
