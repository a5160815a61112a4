import { createPublicKey, verify } from 'node:crypto'
import { ed25519 } from '@noble/curves/ed25519.js'
import {
  Connection,
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { describeApproval } from '../../frame/describeApproval.js'
import { encodeBase64 } from '../../frame/encodeBase64.js'
import { handleRpc } from '../../frame/handleRpc.js'
import type { KeyVault } from '../../frame/KeyVault.js'
import type { LocalSolanaRpc } from '../../playground/devnet/solana/LocalSolanaRpc.js'
import { startSolanaRpc } from '../../playground/devnet/solana/startSolanaRpc.js'

let rpc: LocalSolanaRpc
let vault: KeyVault
let payer: Keypair

beforeAll(async () => {
  rpc = await startSolanaRpc()
  const account = rpc.accounts[0]
  if (!account) throw new Error('no dev account')
  payer = Keypair.fromSecretKey(account.secretKey)
  const seed = account.secretKey.slice(0, 32)
  vault = {
    evm: privateKeyToAccount(generatePrivateKey()),
    solanaAddress: account.address,
    signSolana: (message: Uint8Array) => ed25519.sign(message, seed),
  } as unknown as KeyVault
}, 60_000)
afterAll(() => rpc?.stop())

const recipient = new PublicKey('9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin')
const transfer = async (version: 'legacy' | 0) => {
  const { blockhash } = await new Connection(rpc.rpcUrl).getLatestBlockhash()
  const instruction = SystemProgram.transfer({
    fromPubkey: payer.publicKey,
    toPubkey: recipient,
    lamports: 1_500_000,
  })
  if (version === 'legacy') {
    const tx = new Transaction({ feePayer: payer.publicKey, recentBlockhash: blockhash }).add(instruction)
    return tx.serialize({ requireAllSignatures: false })
  }
  const message = new TransactionMessage({
    payerKey: payer.publicKey,
    recentBlockhash: blockhash,
    instructions: [instruction],
  }).compileToV0Message()
  return new VersionedTransaction(message).serialize()
}

describe("the frame's Solana transactions (read by @solana/web3.js, verified by node:crypto, sent to the local VM)", () => {
  it('signs a v0 transfer in the signer slot, which node:crypto verifies', async () => {
    const bytes = await transfer(0)
    const answer = (await handleRpc(vault, 1, {
      method: 'solana_signTransaction',
      params: { transaction: encodeBase64(bytes), pubkey: vault.solanaAddress },
    })) as { transaction: string }
    const signed = VersionedTransaction.deserialize(Buffer.from(answer.transaction, 'base64'))
    const [signature] = signed.signatures
    const key = createPublicKey({
      key: { kty: 'OKP', crv: 'Ed25519', x: Buffer.from(payer.publicKey.toBytes()).toString('base64url') },
      format: 'jwk',
    })
    expect(verify(null, signed.message.serialize(), key, signature as Uint8Array)).toBe(true)
  })

  it('describes a legacy transfer (amount, recipient, fee) and sends it: the recipient gets the lamports', async () => {
    const bytes = await transfer('legacy')
    const request = {
      method: 'solana_signAndSendTransaction',
      params: { transaction: encodeBase64(bytes), pubkey: vault.solanaAddress },
      rpcUrl: rpc.rpcUrl,
      networkName: 'Solana Local',
    }
    const description = await describeApproval(request, 1, { evm: '0x', solana: vault.solanaAddress })
    expect(description.rows).toEqual(
      expect.arrayContaining([
        { label: 'Transfer', value: `0.0015 SOL to ${recipient.toBase58()}` },
        { label: 'Network fee', value: '≈ 0.000005 SOL' },
      ]),
    )
    const before = rpc.svm.getBalance(recipient.toBase58() as never) ?? 0n
    const { signature } = (await handleRpc(vault, 1, request)) as { signature: string }
    expect(signature).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)
    expect(rpc.svm.getBalance(recipient.toBase58() as never)).toBe(before + 1_500_000n)
  })

  it('refuses a transaction this wallet does not sign, and bytes that are not a transaction', async () => {
    const bytes = await transfer(0)
    await expect(
      handleRpc({ ...vault, solanaAddress: recipient.toBase58() } as KeyVault, 1, {
        method: 'solana_signTransaction',
        params: { transaction: encodeBase64(bytes), pubkey: recipient.toBase58() },
      }),
    ).rejects.toThrow('The address is not a signer of this transaction')
    await expect(
      handleRpc(vault, 1, {
        method: 'solana_signTransaction',
        params: { transaction: encodeBase64(new Uint8Array([1, 2, 3])), pubkey: vault.solanaAddress },
      }),
    ).rejects.toThrow('Invalid transaction')
  })
})
