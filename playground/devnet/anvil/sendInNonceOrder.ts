import { type Hex, type PublicClient, parseTransaction } from 'viem'

/**
 * Sends one sender's signed transactions in nonce order, each once the one before it was accepted: the hashes, in the
 * order given. anvil (automine) can keep a transaction that arrived ahead of an earlier nonce queued for good, also
 * after the gap is filled (seen with @foundry-rs/anvil 1.7.1 about once in 100 starts of 30 transactions sent at once;
 * foundry-rs/foundry#10122): the devnet's start then waits on a receipt that never comes.
 */
export async function sendInNonceOrder(
  client: Pick<PublicClient, 'sendRawTransaction'>,
  signed: readonly Hex[],
): Promise<Hex[]> {
  const nonces = signed.map((transaction) => parseTransaction(transaction).nonce ?? 0)
  const order = signed.map((_, index) => index).sort((a, b) => nonces[a]! - nonces[b]!)
  const hashes: Hex[] = new Array(signed.length)
  for (const index of order)
    hashes[index] = await client.sendRawTransaction({ serializedTransaction: signed[index]! })
  return hashes
}
