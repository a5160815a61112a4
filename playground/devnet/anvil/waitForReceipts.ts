import type { Hex, PublicClient, TransactionReceipt } from 'viem'

/** How long a devnet set-up waits for its receipts (under the test setups' 100 s per start). */
export const RECEIPTS_TIMEOUT_MS = 60_000

/**
 * The receipts of `hashes` on the devnet chain behind `client`, each a success, or a failure naming `what` and the chain:
 * a transaction that reverted, or ones that were not mined within `timeoutMs` with what anvil's pool still holds (a
 * queued transaction there is one anvil will not mine).
 */
export async function waitForReceipts(
  client: Pick<PublicClient, 'waitForTransactionReceipt' | 'request'>,
  hashes: readonly Hex[],
  what: string,
  rpcUrl: string,
  timeoutMs = RECEIPTS_TIMEOUT_MS,
): Promise<TransactionReceipt[]> {
  const settled = await Promise.allSettled(
    hashes.map((hash) => client.waitForTransactionReceipt({ hash, timeout: timeoutMs })),
  )
  const missing = settled.filter((result) => result.status === 'rejected').length
  if (missing > 0) {
    const pool = (await client
      .request({ method: 'txpool_status' as never } as never)
      .catch(() => undefined)) as { pending?: string; queued?: string } | undefined
    const held = pool ? ` (anvil's pool: ${Number(pool.pending)} pending, ${Number(pool.queued)} queued)` : ''
    throw new Error(
      `${what} on ${rpcUrl}: ${missing} of ${hashes.length} transactions were not mined in ${timeoutMs / 1000} s${held}`,
    )
  }
  const receipts = settled.map((result) => (result as PromiseFulfilledResult<TransactionReceipt>).value)
  if (receipts.some((receipt) => receipt.status !== 'success')) throw new Error(`${what} failed on ${rpcUrl}`)
  return receipts
}
