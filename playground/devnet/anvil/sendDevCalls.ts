import type { Hex, LocalAccount, PublicClient } from 'viem'
import { sendInNonceOrder } from './sendInNonceOrder.js'

/** A devnet set-up transaction: a creation when `to` is left out; its gas is given, so nothing is estimated. */
export interface DevCall {
  readonly to?: `0x${string}`
  readonly data: Hex
  readonly value?: bigint
  readonly gas: bigint
}

/**
 * Signs `calls` from `account` with the nonces from `first` on, at the devnet's fixed EIP-1559 fees, and sends them in
 * nonce order (sendInNonceOrder): their hashes.
 */
export async function sendDevCalls(
  client: Pick<PublicClient, 'sendRawTransaction'>,
  account: LocalAccount,
  chainId: number,
  calls: readonly DevCall[],
  first: number,
): Promise<Hex[]> {
  const signed = await Promise.all(
    calls.map((call, index) =>
      account.signTransaction({
        chainId,
        nonce: first + index,
        type: 'eip1559',
        maxFeePerGas: 10_000_000_000n,
        maxPriorityFeePerGas: 1_000_000n,
        ...call,
      }),
    ),
  )
  return sendInNonceOrder(client, signed)
}
