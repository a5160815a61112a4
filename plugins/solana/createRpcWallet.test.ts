import { ed25519 } from '@noble/curves/ed25519.js'
import { PublicKey, SystemProgram, Transaction, VersionedTransaction } from '@solana/web3.js'
import { describe, expect, it, vi } from 'vitest'
import type { Connector } from '../../entries/plugin.js'
import { decodeBase58, encodeBase58 } from './base58.js'
import { createRpcWallet } from './createRpcWallet.js'

const seed = new Uint8Array(32).fill(7)
const address = encodeBase58(ed25519.getPublicKey(seed))
const chain = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const fromBase64 = (text: string) => Uint8Array.from(Buffer.from(text, 'base64'))

/** A WalletConnect-like Solana JSON-RPC provider; solana_signTransaction answers a signature only, as some wallets do. */
function walletFor(answers: Partial<Record<string, (params: Record<string, string>) => unknown>> = {}) {
  const request = vi.fn(async ({ method, params }: { method: string; params?: Record<string, string> }) => {
    const answer = answers[method]
    if (answer) return answer(params ?? {})
    if (method === 'solana_requestAccounts') return [{ pubkey: address }]
    if (method === 'solana_signMessage')
      return { signature: encodeBase58(ed25519.sign(decodeBase58(params!.message!), seed)) }
    if (method === 'solana_signTransaction') {
      const message = VersionedTransaction.deserialize(fromBase64(params!.transaction!)).message.serialize()
      return { signature: encodeBase58(ed25519.sign(message, seed)) }
    }
    throw new Error(`unexpected ${method}`)
  })
  const connector: Connector = {
    id: 'walletConnect',
    name: 'WalletConnect',
    type: 'WALLET_CONNECT',
    chain: 'solana',
    provider: { request },
  }
  const wallet = createRpcWallet(connector, [chain])!.standard!
  const feature = <T>(name: string) => wallet.features[name] as T
  return { wallet, feature, request }
}

describe('createRpcWallet: a solana_* JSON-RPC provider driven as a Wallet Standard wallet', () => {
  it('connects with solana_requestAccounts and signs bytes as a base58 message', async () => {
    const { feature, request } = walletFor()
    const { accounts } = await feature<{ connect(): Promise<{ accounts: { address: string }[] }> }>(
      'standard:connect',
    ).connect()
    expect(accounts.map((account) => account.address)).toEqual([address])
    const message = new TextEncoder().encode('hello')
    const [output] = await feature<{
      signMessage(input: object): Promise<{ signature: Uint8Array }[]>
    }>('solana:signMessage').signMessage({ account: accounts[0], message })
    expect(request).toHaveBeenLastCalledWith({
      method: 'solana_signMessage',
      params: { message: encodeBase58(message), pubkey: address },
    })
    expect(ed25519.verify(output!.signature, message, decodeBase58(address))).toBe(true)
  })

  it('puts a signature-only answer to solana_signTransaction into the signer slot', async () => {
    const { feature } = walletFor()
    const payer = new PublicKey(address)
    const transaction = new Transaction({
      feePayer: payer,
      recentBlockhash: encodeBase58(new Uint8Array(32).fill(1)),
    }).add(SystemProgram.transfer({ fromPubkey: payer, toPubkey: PublicKey.unique(), lamports: 5 }))
    const bytes = transaction.serialize({ requireAllSignatures: false, verifySignatures: false })
    const [output] = await feature<{
      signTransaction(input: object): Promise<{ signedTransaction: Uint8Array }[]>
    }>('solana:signTransaction').signTransaction({ account: { address }, transaction: bytes, chain })
    expect(Transaction.from(output!.signedTransaction).verifySignatures()).toBe(true)
  })

  it("fails with 'The wallet returned no signature' when the answer has none", async () => {
    const { feature } = walletFor({ solana_signMessage: () => ({}) })
    await expect(
      feature<{ signMessage(input: object): Promise<unknown> }>('solana:signMessage').signMessage({
        account: { address },
        message: new Uint8Array([1]),
      }),
    ).rejects.toThrow('The wallet returned no signature')
  })
})
