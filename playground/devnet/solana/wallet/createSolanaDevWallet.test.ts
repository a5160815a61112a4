import { SolanaSignIn, type SolanaSignInFeature } from '@solana/wallet-standard-features'
import { verifySignIn } from '@solana/wallet-standard-util'
import {
  Connection,
  Keypair,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import type { WalletAccount } from '@wallet-standard/base'
import bs58 from 'bs58'
import nacl from 'tweetnacl'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createMemoryStorage } from '../../../../tests/fixtures/createMemoryStorage.js'
import type { LocalSolanaRpc } from '../LocalSolanaRpc.js'
import { startSolanaRpc } from '../startSolanaRpc.js'
import { type CreateSolanaDevWalletOptions, createSolanaDevWallet } from './createSolanaDevWallet.js'
import { registerSolanaDevWallet } from './registerSolanaDevWallet.js'

let rpc: LocalSolanaRpc
let connection: Connection

beforeAll(async () => {
  rpc = await startSolanaRpc()
  connection = new Connection(rpc.rpcUrl, 'confirmed')
})
afterAll(async () => {
  await rpc?.stop()
})

const wallet = (options: Partial<CreateSolanaDevWalletOptions> = {}) =>
  createSolanaDevWallet({ chains: [{ chain: rpc.chain, rpcUrl: rpc.rpcUrl }], ...options })

async function connected(options: Partial<CreateSolanaDevWalletOptions> = {}) {
  const made = wallet(options)
  const { accounts } = await made.features['standard:connect'].connect()
  return { wallet: made, account: accounts[0] as WalletAccount }
}

async function transferTo(from: string, to: PublicKey, lamports: number) {
  const { blockhash } = await connection.getLatestBlockhash()
  return new Transaction({ feePayer: new PublicKey(from), blockhash, lastValidBlockHeight: 0 }).add(
    SystemProgram.transfer({ fromPubkey: new PublicKey(from), toPubkey: to, lamports }),
  )
}

describe('the Solana dev wallet (Wallet Standard, real ed25519 keys) against the local VM', () => {
  it('is a Wallet Standard wallet with the solana features, registered by the window-event protocol', () => {
    const made = wallet()
    expect(made).toMatchObject({ version: '1.0.0', name: 'Gangway Dev Wallet', chains: [rpc.chain] })
    expect(made.icon).toMatch(/^data:image\/svg\+xml;base64,/)
    expect(Object.keys(made.features).sort()).toEqual([
      'solana:signAndSendTransaction',
      'solana:signIn',
      'solana:signMessage',
      'solana:signTransaction',
      'standard:connect',
      'standard:disconnect',
      'standard:events',
    ])
    const target = new EventTarget()
    const early: unknown[] = []
    target.addEventListener('wallet-standard:register-wallet', (event) =>
      (event as CustomEvent<(api: { register(w: unknown): () => void }) => void>).detail({
        register: (registered) => {
          early.push(registered)
          return () => undefined
        },
      }),
    )
    const uninstall = registerSolanaDevWallet(made, target)
    const late: unknown[] = []
    target.dispatchEvent(
      new CustomEvent('wallet-standard:app-ready', {
        detail: {
          register: (registered: unknown) => {
            late.push(registered)
            return () => undefined
          },
        },
      }),
    )
    uninstall()
    expect([early, late]).toEqual([[made], [made]])
  })

  it('asks once to connect, answers a silent connect only once authorised, and keeps that across reloads', async () => {
    const storage = createMemoryStorage()
    const approve = vi.fn(() => true)
    const first = wallet({ storage, approve, secretKeys: [rpc.accounts[3]!.secretKey] })
    const changes: unknown[] = []
    first.features['standard:events'].on('change', ({ accounts }) =>
      changes.push(accounts?.map((a) => a.address)),
    )
    expect(await first.features['standard:connect'].connect({ silent: true })).toEqual({ accounts: [] })
    expect(first.accounts).toEqual([])
    const { accounts } = await first.features['standard:connect'].connect()
    expect(accounts.map((account) => account.address)).toEqual([rpc.accounts[3]!.address])
    expect(accounts[0]).toMatchObject({
      chains: [rpc.chain],
      features: expect.arrayContaining(['solana:signMessage']),
    })
    expect(approve).toHaveBeenCalledTimes(1)
    expect(changes).toEqual([[rpc.accounts[3]!.address]])
    const reloaded = wallet({ storage, approve, secretKeys: [rpc.accounts[3]!.secretKey] })
    expect(reloaded.authorised).toBe(true)
    expect(reloaded.accounts).toEqual([])
    expect((await reloaded.features['standard:connect'].connect({ silent: true })).accounts).toHaveLength(1)
    expect(approve).toHaveBeenCalledTimes(1)
    await reloaded.features['standard:disconnect'].disconnect()
    expect(reloaded.accounts).toEqual([])
    expect(wallet({ storage }).authorised).toBe(false)
  })

  it('signs messages with tweetnacl-verifiable signatures; a refusal is 4001 and an unknown account 4100', async () => {
    const { wallet: made, account } = await connected({ approve: (request) => request.params !== null })
    const message = new TextEncoder().encode('gangway ✓')
    const [output] = await made.features['solana:signMessage'].signMessage({ account, message })
    expect(output?.signedMessage).toEqual(message)
    expect(nacl.sign.detached.verify(message, output!.signature, bs58.decode(account.address))).toBe(true)
    made.setAutoApprove(false)
    const waiting = made.features['solana:signMessage'].signMessage({ account, message })
    await Promise.resolve()
    const [pending] = made.pending()
    expect(pending).toMatchObject({
      method: 'solana:signMessage',
      params: { account: account.address, message: 'gangway ✓' },
    })
    made.resolve(pending!.id, false)
    await expect(waiting).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
    const stranger = { ...account, address: Keypair.generate().publicKey.toBase58() }
    await expect(
      made.features['solana:signMessage'].signMessage({ account: stranger, message }),
    ).rejects.toMatchObject({
      code: 4100,
    })
  })

  it('signs in with solana:signIn: the SIWS text it writes verifies with @solana/wallet-standard-util; off by option', async () => {
    const { wallet: made, account } = await connected()
    const input = {
      domain: 'app.example',
      address: account.address,
      statement: 'Sign in to App',
      uri: 'https://app.example/',
      version: '1',
      chainId: 'devnet',
      nonce: 'a1b2c3d4e5f6a7b8',
      issuedAt: '2026-11-28T04:00:00.000Z',
      resources: ['https://app.example/terms'],
    }
    const signIn = (made.features as unknown as Record<string, SolanaSignInFeature[typeof SolanaSignIn]>)[
      SolanaSignIn
    ]
    const [output] = await signIn!.signIn(input)
    expect(output?.account.address).toBe(account.address)
    expect(verifySignIn(input, output!)).toBe(true)
    expect(verifySignIn({ ...input, nonce: 'a1b2c3d4e5f6a7b9' }, output!)).toBe(false)
    expect(new TextDecoder().decode(output!.signedMessage)).toContain(
      '\nResources:\n- https://app.example/terms',
    )
    expect(Object.keys((await connected({ signIn: false })).wallet.features)).not.toContain(SolanaSignIn)
  })

  it('signs legacy and v0 transactions (the VM accepts them) and signs and sends, optionally waiting for a commitment', async () => {
    const { wallet: made, account } = await connected({ secretKeys: [rpc.accounts[5]!.secretKey] })
    const receiver = rpc.accounts[8]!.address
    const before = await connection.getBalance(new PublicKey(receiver))
    const legacy = await transferTo(account.address, new PublicKey(receiver), 1_000)
    const [signed] = await made.features['solana:signTransaction'].signTransaction({
      account,
      transaction: legacy.serialize({ requireAllSignatures: false }),
      chain: rpc.chain,
    })
    const revived = Transaction.from(signed!.signedTransaction)
    expect(revived.verifySignatures()).toBe(true)
    await connection.confirmTransaction(await connection.sendRawTransaction(revived.serialize()))
    const message = new TransactionMessage({
      payerKey: new PublicKey(account.address),
      recentBlockhash: (await connection.getLatestBlockhash()).blockhash,
      instructions: [
        SystemProgram.transfer({
          fromPubkey: new PublicKey(account.address),
          toPubkey: new PublicKey(receiver),
          lamports: 2_000,
        }),
      ],
    }).compileToV0Message()
    const [sent] = await made.features['solana:signAndSendTransaction'].signAndSendTransaction({
      account,
      transaction: new VersionedTransaction(message).serialize(),
      chain: rpc.chain,
      options: { preflightCommitment: 'processed', commitment: 'finalized' },
    })
    const status = await connection.getSignatureStatus(bs58.encode(sent!.signature))
    expect(status.value).toMatchObject({ err: null, confirmationStatus: 'finalized' })
    expect(await connection.getBalance(new PublicKey(receiver))).toBe(before + 3_000)
    await expect(
      made.features['solana:signAndSendTransaction'].signAndSendTransaction({
        account,
        transaction: new VersionedTransaction(message).serialize(),
        chain: 'solana:unknown',
      }),
    ).rejects.toMatchObject({ code: -32602 })
    const foreign = await transferTo(rpc.accounts[9]!.address, new PublicKey(receiver), 1)
    await expect(
      made.features['solana:signTransaction'].signTransaction({
        account,
        transaction: foreign.serialize({ requireAllSignatures: false }),
      }),
    ).rejects.toThrow('does not need a signature')
  })

  it('queues requests while auto-approve is off and settles them when it is switched on', async () => {
    const made = wallet({ autoApprove: false })
    const notified = vi.fn()
    made.subscribe(notified)
    const connecting = made.features['standard:connect'].connect()
    await Promise.resolve()
    expect(made.pending().map((request) => request.method)).toEqual(['standard:connect'])
    await expect(made.features['standard:connect'].connect()).rejects.toMatchObject({ code: -32002 })
    made.setAutoApprove(true)
    expect((await connecting).accounts).toHaveLength(2)
    expect(made.pending()).toEqual([])
    expect(notified).toHaveBeenCalled()
    made.selectAccount(1)
    expect(made.accounts[0]?.address).toBe(rpc.accounts[1]!.address)
    made.revoke()
    expect(made.accounts).toEqual([])
  })
})
