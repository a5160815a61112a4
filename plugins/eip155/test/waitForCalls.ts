import { expect, vi } from 'vitest'
import type { Gangway } from '../../../entries/plugin.js'

/**
 * Waits until the wallet reports the batch `id` confirmed (EIP-5792 status 200) with `count` successful receipts:
 * a wallet answers wallet_sendCalls once it has sent the calls, and anvil mines them on its own task after.
 */
export async function waitForCalls(gangway: Gangway, id: string, count: number): Promise<void> {
  await vi.waitFor(
    async () =>
      expect(await gangway.request({ method: 'wallet_getCallsStatus', params: [id] })).toMatchObject({
        status: 200,
        receipts: Array.from({ length: count }, () => ({ status: '0x1' })),
      }),
    { timeout: 15_000, interval: 100 },
  )
}
