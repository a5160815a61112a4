import { createPublicClient, type Hex, http, type PublicClient, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { devAccounts } from '../devAccounts.js'
import { sendInNonceOrder } from './sendInNonceOrder.js'
import { type AnvilInstance, startAnvil } from './startAnvil.js'
import { waitForReceipts } from './waitForReceipts.js'

const sender = privateKeyToAccount(devAccounts[4]!.privateKey)
let anvil: AnvilInstance
let client: PublicClient

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  client = createPublicClient({ transport: http(anvil.rpcUrl), pollingInterval: 10 })
})
afterAll(() => anvil?.stop())

const sign = (nonce: number, fields: { to?: `0x${string}`; data?: Hex; value?: bigint; gas?: bigint } = {}) =>
  sender.signTransaction({
    chainId: 31337,
    nonce,
    type: 'eip1559',
    maxFeePerGas: 10_000_000_000n,
    maxPriorityFeePerGas: 1_000_000n,
    to: devAccounts[5]!.address,
    value: parseEther('0.01'),
    gas: 21_000n,
    ...fields,
  })

const pool = async () =>
  (await client.request({ method: 'txpool_status' as never } as never)) as { pending: string; queued: string }

describe('sendInNonceOrder', () => {
  it('sends transactions given out of order in nonce order, each mined as it arrives, the hashes in the given order', async () => {
    const first = await client.getTransactionCount({ address: sender.address, blockTag: 'pending' })
    const nonces = [5, 0, 11, 3, 1, 9, 2, 10, 4, 8, 6, 7].map((offset) => first + offset)
    const signed = await Promise.all(nonces.map((nonce) => sign(nonce)))
    const hashes = await sendInNonceOrder(client, signed)
    const receipts = await waitForReceipts(client, hashes, 'the transfers', anvil.rpcUrl)
    const mined = await Promise.all(
      receipts.map((receipt) => client.getTransaction({ hash: receipt.transactionHash })),
    )
    // The hash at each place is the one of the transaction given there.
    expect(mined.map((transaction) => transaction.nonce)).toEqual(nonces)
    // One block per transaction, in nonce order: none waited in the pool for an earlier one.
    const blocks = [...receipts].sort((a, b) => Number(a.blockNumber - b.blockNumber))
    expect(new Set(blocks.map((receipt) => receipt.blockNumber)).size).toBe(nonces.length)
    const byBlock = await Promise.all(
      blocks.map((receipt) => client.getTransaction({ hash: receipt.transactionHash })),
    )
    expect(byBlock.map((transaction) => transaction.nonce)).toEqual([...nonces].sort((a, b) => a - b))
    expect(await pool()).toEqual({ pending: '0x0', queued: '0x0' })
  })
})

describe('waitForReceipts', () => {
  it('names the set-up, the chain and what the pool holds when a transaction is not mined in time', async () => {
    const first = await client.getTransactionCount({ address: sender.address, blockTag: 'pending' })
    // A nonce gap: anvil holds it queued.
    const hash = await client.sendRawTransaction({ serializedTransaction: await sign(first + 1) })
    await expect(waitForReceipts(client, [hash], 'the transfer set-up', anvil.rpcUrl, 300)).rejects.toThrow(
      `the transfer set-up on ${anvil.rpcUrl}: 1 of 1 transactions were not mined in 0.3 s (anvil's pool: 0 pending, 1 queued)`,
    )
    // The gap filled, both are mined.
    const filler = await client.sendRawTransaction({ serializedTransaction: await sign(first) })
    expect(await waitForReceipts(client, [filler, hash], 'the transfer set-up', anvil.rpcUrl)).toHaveLength(2)
  })

  it('fails naming the set-up and the chain when a transaction reverted', async () => {
    const first = await client.getTransactionCount({ address: sender.address, blockTag: 'pending' })
    // Creation code PUSH0 PUSH0 REVERT.
    const reverting = await sign(first, { to: undefined, data: '0x5f5ffd', value: 0n, gas: 100_000n })
    const hashes = await sendInNonceOrder(client, [reverting, await sign(first + 1)])
    await expect(waitForReceipts(client, hashes, 'the contract set-up', anvil.rpcUrl)).rejects.toThrow(
      `the contract set-up failed on ${anvil.rpcUrl}`,
    )
  })
})
