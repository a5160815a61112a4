import { getAccount, getAssociatedTokenAddressSync, getMint } from '@solana/spl-token'
import {
  Connection,
  Keypair,
  LAMPORTS_PER_SOL,
  PublicKey,
  SystemProgram,
  Transaction,
  TransactionMessage,
  VersionedTransaction,
} from '@solana/web3.js'
import bs58 from 'bs58'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import type { LocalSolanaRpc } from './LocalSolanaRpc.js'
import { startSolanaRpc } from './startSolanaRpc.js'

let rpc: LocalSolanaRpc
let connection: Connection

beforeAll(async () => {
  rpc = await startSolanaRpc({
    airdrop: [{ address: '11111111111111111111111111111112', lamports: 1_000_000_000n }],
  })
  connection = new Connection(rpc.rpcUrl, 'confirmed')
})
afterAll(async () => {
  await rpc?.stop()
})

const payer = (index: number) => Keypair.fromSecretKey(rpc.accounts[index]!.secretKey)

async function call(method: string, params: unknown[] = []) {
  const response = await fetch(rpc.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  return (await response.json()) as {
    result?: unknown
    error?: { code: number; message: string; data?: unknown }
  }
}

function transfer(from: Keypair, to: PublicKey, lamports: number, blockhash: string) {
  const transaction = new Transaction({ feePayer: from.publicKey, blockhash, lastValidBlockHeight: 0 }).add(
    SystemProgram.transfer({ fromPubkey: from.publicKey, toPubkey: to, lamports }),
  )
  transaction.sign(from)
  return transaction
}

describe('startSolanaRpc: litesvm behind the JSON-RPC @solana/web3.js 1.x speaks', () => {
  it('describes itself: genesis hash, CAIP-2 network, version, slots and epochs', async () => {
    const genesis = await connection.getGenesisHash()
    expect(genesis).toBe(rpc.genesisHash)
    expect(rpc.network).toMatchObject({
      id: genesis.slice(0, 32),
      caipNetworkId: `solana:${genesis.slice(0, 32)}`,
      chainNamespace: 'solana',
      nativeCurrency: { symbol: 'SOL', decimals: 9 },
      rpcUrls: { default: { http: [rpc.rpcUrl], webSocket: [rpc.wsUrl] } },
      testnet: true,
    })
    expect(rpc.chain).toBe(rpc.network.caipNetworkId)
    expect(await connection.getVersion()).toMatchObject({ 'solana-core': expect.stringContaining('litesvm') })
    const slot = await connection.getSlot()
    expect(slot).toBeGreaterThan(0)
    expect(await connection.getBlockHeight()).toBeGreaterThanOrEqual(slot)
    expect(await connection.getEpochInfo()).toMatchObject({ epoch: 0, slotsInEpoch: 432_000 })
    expect(await call('getHealth')).toMatchObject({ result: 'ok' })
    expect(await call('getNoSuchThing')).toMatchObject({
      error: { code: -32601, message: 'Method not found' },
    })
  })

  it('funds the dev accounts and extra airdrops, answers getBalance, getAccountInfo, getMultipleAccounts', async () => {
    expect(await connection.getBalance(payer(0).publicKey)).toBe(1_000 * LAMPORTS_PER_SOL)
    expect(await connection.getBalance(new PublicKey('11111111111111111111111111111112'))).toBe(
      LAMPORTS_PER_SOL,
    )
    const info = await connection.getAccountInfo(payer(0).publicKey)
    expect(info).toMatchObject({ lamports: 1_000 * LAMPORTS_PER_SOL, executable: false })
    expect(info?.owner.equals(SystemProgram.programId)).toBe(true)
    const unknown = Keypair.generate().publicKey
    expect(await connection.getAccountInfo(unknown)).toBeNull()
    const many = await connection.getMultipleAccountsInfo([payer(1).publicKey, unknown])
    expect(many.map((account) => account?.lamports ?? null)).toEqual([1_000 * LAMPORTS_PER_SOL, null])
    expect(await call('getBalance', ['nope'])).toMatchObject({ error: { code: -32602 } })
  })

  it('creates the DevSPL mint (6 decimals) and gives every dev account 1,000,000, readable parsed and raw', async () => {
    const mint = new PublicKey(rpc.token.mint)
    expect(rpc.token).toMatchObject({ symbol: 'DevSPL', decimals: 6 })
    expect(await getMint(connection, mint)).toMatchObject({ decimals: 6, supply: 10n * 1_000_000_000_000n })
    const owner = payer(4).publicKey
    const account = getAssociatedTokenAddressSync(mint, owner)
    expect((await getAccount(connection, account)).amount).toBe(1_000_000_000_000n)
    const balance = await connection.getTokenAccountBalance(account)
    expect(balance.value).toEqual({
      amount: '1000000000000',
      decimals: 6,
      uiAmount: 1_000_000,
      uiAmountString: '1000000',
    })
    const parsed = await connection.getParsedTokenAccountsByOwner(owner, { mint })
    expect(parsed.value[0]?.account.data).toEqual({
      program: 'spl-token',
      space: 165,
      parsed: {
        type: 'account',
        info: {
          isNative: false,
          mint: mint.toBase58(),
          owner: owner.toBase58(),
          state: 'initialized',
          tokenAmount: {
            amount: '1000000000000',
            decimals: 6,
            uiAmount: 1_000_000,
            uiAmountString: '1000000',
          },
        },
      },
    })
    const raw = await connection.getTokenAccountsByOwner(owner, {
      programId: new PublicKey('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'),
    })
    expect(raw.value.map((item) => item.pubkey.toBase58())).toEqual([account.toBase58()])
    const mintInfo = await connection.getParsedAccountInfo(mint)
    expect(mintInfo.value?.data).toMatchObject({
      program: 'spl-token',
      parsed: { type: 'mint', info: { decimals: 6 } },
    })
  })

  it('sends with sendAndConfirm over the websocket (signatureSubscribe), legacy and v0, and reports statuses', async () => {
    const receiver = Keypair.generate().publicKey
    const latest = await connection.getLatestBlockhash()
    expect((await connection.isBlockhashValid(latest.blockhash)).value).toBe(true)
    const legacy = transfer(payer(1), receiver, LAMPORTS_PER_SOL / 10, latest.blockhash)
    const signature = await connection.sendRawTransaction(legacy.serialize())
    expect(await connection.confirmTransaction({ signature, ...latest })).toMatchObject({
      value: { err: null },
    })
    const message = new TransactionMessage({
      payerKey: payer(1).publicKey,
      recentBlockhash: (await connection.getLatestBlockhash()).blockhash,
      instructions: [
        SystemProgram.transfer({ fromPubkey: payer(1).publicKey, toPubkey: receiver, lamports: 7 }),
      ],
    }).compileToV0Message()
    const versioned = new VersionedTransaction(message)
    versioned.sign([payer(1)])
    const second = await connection.sendTransaction(versioned)
    await connection.confirmTransaction(second, 'finalized')
    expect(await connection.getBalance(receiver)).toBe(LAMPORTS_PER_SOL / 10 + 7)
    const statuses = await connection.getSignatureStatuses([
      signature,
      second,
      bs58.encode(new Uint8Array(64).fill(9)),
    ])
    expect(statuses.value).toEqual([
      expect.objectContaining({ err: null, confirmationStatus: 'finalized' }),
      expect.objectContaining({ err: null, confirmationStatus: 'finalized' }),
      null,
    ])
    expect((await connection.getFeeForMessage(message)).value).toBe(5_000)
  })

  it('takes base58 and base64 transactions, runs preflight at every allowed commitment, refuses unknown ones', async () => {
    const receiver = payer(9).publicKey
    const before = await connection.getBalance(receiver)
    const { blockhash } = await connection.getLatestBlockhash()
    const base58 = await call('sendTransaction', [
      bs58.encode(transfer(payer(2), receiver, 11, blockhash).serialize()),
    ])
    const base64 = await call('sendTransaction', [
      transfer(payer(2), receiver, 12, blockhash).serialize().toString('base64'),
      { encoding: 'base64', preflightCommitment: 'singleGossip' },
    ])
    expect([typeof base58.result, typeof base64.result]).toEqual(['string', 'string'])
    for (const [index, preflightCommitment] of ['processed', 'recent', 'root', 'max'].entries())
      expect(
        await call('sendTransaction', [
          transfer(payer(2), receiver, 20 + index, blockhash)
            .serialize()
            .toString('base64'),
          { encoding: 'base64', preflightCommitment },
        ]),
      ).toHaveProperty('result')
    expect(await connection.getBalance(receiver)).toBe(before + 11 + 12 + 20 + 21 + 22 + 23)
    expect(
      await call('sendTransaction', [
        transfer(payer(2), receiver, 30, blockhash).serialize().toString('base64'),
        { encoding: 'base64', preflightCommitment: 'fast' },
      ]),
    ).toMatchObject({ error: { code: -32602, message: expect.stringContaining('unknown variant `fast`') } })
    expect(await call('sendTransaction', ['AAAA', { encoding: 'base64' }])).toMatchObject({
      error: { code: -32602 },
    })
  })

  it('fails preflight like a validator (simulation error with logs), records a skipped-preflight failure with its error', async () => {
    const poor = Keypair.generate()
    await connection.confirmTransaction(await connection.requestAirdrop(poor.publicKey, LAMPORTS_PER_SOL))
    expect(await connection.getBalance(poor.publicKey)).toBe(LAMPORTS_PER_SOL)
    const { blockhash } = await connection.getLatestBlockhash()
    const tooMuch = transfer(poor, payer(0).publicKey, 2 * LAMPORTS_PER_SOL, blockhash)
    const failure = await call('sendTransaction', [
      tooMuch.serialize().toString('base64'),
      { encoding: 'base64' },
    ])
    expect(failure.error).toMatchObject({
      code: -32002,
      message: 'Transaction simulation failed: Error processing Instruction 0: custom program error: 0x1',
      data: {
        err: { InstructionError: [0, { Custom: 1 }] },
        logs: expect.arrayContaining([expect.stringContaining('insufficient lamports')]),
      },
    })
    const simulated = await connection.simulateTransaction(tooMuch)
    expect(simulated.value.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
    const skipped = await connection.sendRawTransaction(tooMuch.serialize(), { skipPreflight: true })
    const confirmed = await connection.confirmTransaction(skipped)
    expect(confirmed.value.err).toEqual({ InstructionError: [0, { Custom: 1 }] })
    expect(await connection.getBalance(poor.publicKey)).toBe(LAMPORTS_PER_SOL - 5_000)
    const duplicate = await call('sendTransaction', [
      tooMuch.serialize().toString('base64'),
      { encoding: 'base64' },
    ])
    expect(duplicate.error?.message).toBe(
      'Transaction simulation failed: This transaction has already been processed',
    )
    const stale = transfer(poor, payer(0).publicKey, 1, bs58.encode(new Uint8Array(32).fill(7)))
    expect((await call('sendTransaction', [bs58.encode(stale.serialize())])).error?.message).toBe(
      'Transaction simulation failed: Blockhash not found',
    )
  })

  it('notifies account changes (accountSubscribe) and serves the websocket on the HTTP port too; CORS is open', async () => {
    const watched = Keypair.generate().publicKey
    const changed = new Promise<number>((resolve) => {
      connection.onAccountChange(watched, (account) => resolve(account.lamports), { commitment: 'confirmed' })
    })
    await new Promise((resolve) => setTimeout(resolve, 100))
    await connection.requestAirdrop(watched, 3 * LAMPORTS_PER_SOL)
    expect(await changed).toBe(3 * LAMPORTS_PER_SOL)
    const socket = new WebSocket(rpc.rpcUrl.replace('http', 'ws'))
    const reply = await new Promise<unknown>((resolve, reject) => {
      socket.once('error', reject)
      socket.once('open', () =>
        socket.send(JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'slotSubscribe' })),
      )
      socket.once('message', (data) => resolve(JSON.parse(String(data))))
    })
    socket.close()
    expect(reply).toMatchObject({ jsonrpc: '2.0', id: 7, result: expect.any(Number) })
    const preflight = await fetch(rpc.rpcUrl, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:5173',
        'access-control-request-headers': 'content-type,solana-client',
      },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-headers')).toBe('content-type,solana-client')
  })

  it('lists the signatures of an address newest first and answers getTransaction with the balances before and after', async () => {
    const [a, b] = [payer(7), payer(8)]
    const start = await connection.getSignaturesForAddress(a.publicKey)
    expect(start).toHaveLength(4)
    const [spl, sol] = await Promise.all(
      start.slice(0, 2).map((entry) => connection.getTransaction(entry.signature)),
    )
    expect(sol?.meta).toMatchObject({ err: null, fee: 5_000 })
    expect(sol?.transaction.message.accountKeys.slice(0, 2).map(String)).toEqual([
      a.publicKey.toBase58(),
      b.publicKey.toBase58(),
    ])
    expect(sol!.meta!.preBalances[0]! - sol!.meta!.postBalances[0]!).toBe(LAMPORTS_PER_SOL / 4 + 5_000)
    expect(sol!.meta!.postBalances[1]! - sol!.meta!.preBalances[1]!).toBe(LAMPORTS_PER_SOL / 4)
    const owned = (list: readonly { owner?: string; uiTokenAmount: { uiAmountString?: string } }[] = []) =>
      Object.fromEntries(list.map((entry) => [entry.owner, entry.uiTokenAmount.uiAmountString]))
    expect(owned(spl?.meta?.preTokenBalances ?? [])).toEqual({
      [a.publicKey.toBase58()]: '1000000',
      [b.publicKey.toBase58()]: '1000000',
    })
    expect(owned(spl?.meta?.postTokenBalances ?? [])).toEqual({
      [a.publicKey.toBase58()]: '1000012.5',
      [b.publicKey.toBase58()]: '999987.5',
    })
    const { blockhash } = await connection.getLatestBlockhash()
    const sent = await connection.sendRawTransaction(transfer(a, b.publicKey, 1_000, blockhash).serialize())
    const now = await connection.getSignaturesForAddress(a.publicKey, { limit: 2 })
    expect(now.map((entry) => entry.signature)).toEqual([sent, start[0]!.signature])
    const older = await connection.getSignaturesForAddress(a.publicKey, { before: start[1]!.signature })
    expect(older.map((entry) => entry.signature)).toEqual(start.slice(2).map((entry) => entry.signature))
    const until = await connection.getSignaturesForAddress(a.publicKey, { until: start[0]!.signature })
    expect(until.map((entry) => entry.signature)).toEqual([sent])
    expect(await connection.getTransaction(bs58.encode(new Uint8Array(64).fill(7)))).toBeNull()
    expect(await call('getSignaturesForAddress', [a.publicKey.toBase58(), { limit: 1001 }])).toMatchObject({
      error: { code: -32602 },
    })
    expect(await call('getTransaction', [sent, { encoding: 'jsonParsed' }])).toMatchObject({
      error: { code: -32602 },
    })
  })

  it('answers the rent, recent-blockhash and slot questions, and keeps the same CAIP-2 id on every start', async () => {
    expect(await connection.getMinimumBalanceForRentExemption(165)).toBe(2_039_280)
    expect(await call('getRecentBlockhash')).toMatchObject({
      result: { value: { blockhash: expect.any(String), feeCalculator: { lamportsPerSignature: 5_000 } } },
    })
    expect(await call('getSlot', [{ minContextSlot: 10 ** 9 }])).toMatchObject({ error: { code: -32016 } })
    const again = await startSolanaRpc({ slotMs: 0 })
    const other = await startSolanaRpc({ slotMs: 0, seed: 'other' })
    try {
      expect(again.network.caipNetworkId).toBe(rpc.network.caipNetworkId)
      expect(other.network.caipNetworkId).not.toBe(rpc.network.caipNetworkId)
      expect(again.token.mint).toBe(rpc.token.mint)
      expect(new URL(again.rpcUrl).port).not.toBe(new URL(rpc.rpcUrl).port)
    } finally {
      await again.stop()
      await other.stop()
    }
  })
})
