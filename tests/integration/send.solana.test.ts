import bs58 from 'bs58'
import nacl from 'tweetnacl'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { SendToken } from '../../entries/plugin.js'
import { createKernel, createRpcClient, createSolanaSendChain, type Gangway } from '../../entries/plugin.js'
import type { LocalSolanaRpc } from '../../playground/devnet/solana/LocalSolanaRpc.js'
import { startSolanaRpc } from '../../playground/devnet/solana/startSolanaRpc.js'
import { createSolanaDevWallet } from '../../playground/devnet/solana/wallet/createSolanaDevWallet.js'
import { registerSolanaDevWallet } from '../../playground/devnet/solana/wallet/registerSolanaDevWallet.js'
import { createSolanaPlugin } from '../../plugins/solana/createSolanaPlugin.js'
import { createMemoryStorage } from '../fixtures/createMemoryStorage.js'

let rpc: LocalSolanaRpc
const made: Gangway[] = []
const cleanups: (() => void)[] = []

beforeAll(async () => {
  rpc = await startSolanaRpc()
}, 60_000)
afterAll(async () => {
  await rpc?.stop()
})
afterEach(async () => {
  for (const gangway of made.splice(0)) await gangway.destroy()
  for (const undo of cleanups.splice(0)) undo()
})

const ask = async (method: string, params: unknown[]) => {
  const response = await fetch(rpc.rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const { result } = (await response.json()) as { result: { value: unknown } }
  return result
}
const lamports = async (address: string) => BigInt((await ask('getBalance', [address])).value as number)
const tokens = async (owner: string) => {
  const accounts = (
    await ask('getTokenAccountsByOwner', [owner, { mint: rpc.token.mint }, { encoding: 'jsonParsed' }])
  ).value as { account: { data: { parsed: { info: { tokenAmount: { amount: string } } } } } }[]
  return accounts.reduce((sum, item) => sum + BigInt(item.account.data.parsed.info.tokenAmount.amount), 0n)
}
/** A transfer signed once pays the 5,000-lamport signature fee on the VM (no priority fee). */
const SIGNATURE_FEE = 5_000n

async function connect(sender: number) {
  const wallet = createSolanaDevWallet({
    chains: [{ chain: rpc.chain, rpcUrl: rpc.rpcUrl }],
    secretKeys: [rpc.accounts[sender]!.secretKey],
    storage: createMemoryStorage(),
    approve: () => true,
  })
  const target = new EventTarget()
  cleanups.push(registerSolanaDevWallet(wallet, target))
  const gangway = createKernel(
    {
      projectId: 'test',
      networks: [rpc.network],
      plugins: [createSolanaPlugin({ target })],
      storage: createMemoryStorage(),
      remoteConfig: false,
    },
    { env: { origin: 'http://localhost:5173', isMobile: () => false } },
  )
  made.push(gangway)
  await gangway.ready
  const connector = gangway.stores.connectors.getState().connectors.find((item) => item.chain === 'solana')
  await gangway.connect(connector!.id, 'solana')
  return gangway
}

const sol: SendToken = { id: 'native', name: 'Solana', symbol: 'SOL', decimals: 9, balance: '1000' }
const spl = (): SendToken => ({
  id: `${rpc.network.caipNetworkId}:${rpc.token.mint}`,
  name: 'Gangway Dev SPL',
  symbol: rpc.token.symbol,
  decimals: rpc.token.decimals,
  balance: '1000',
  contract: rpc.token.mint,
})

/** What the WalletSend view does once the visitor confirms: prepare (fee), the wallet, the confirmation. */
async function send(gangway: Gangway, from: string, to: string, token: SendToken, amount: bigint) {
  const chain = createSolanaSendChain(createRpcClient(), [rpc.rpcUrl])
  const prepared = await chain.prepare({ from, to, token, amount })
  const signature = await gangway.sendTransaction(prepared.request, 'solana')
  expect(chain.isHash(signature)).toBe(true)
  await expect(chain.confirm(signature, new AbortController().signal)).resolves.toBe('confirmed')
  return { prepared, signature }
}

describe("Send's Solana chain through the solana adapter and the Solana dev wallet on the Solana VM", () => {
  it('sends SOL: the receiver gets exactly the amount, the sender pays the amount and the 5,000-lamport fee', async () => {
    const from = rpc.accounts[1]!.address
    const to = rpc.accounts[3]!.address
    const before = await Promise.all([lamports(from), lamports(to)])
    const gangway = await connect(1)
    const { prepared, signature } = await send(gangway, from, to, sol, 500_000_000n)
    expect(prepared.fee).toBe(5_000n)
    expect(signature).toBeTruthy()
    const after = await Promise.all([lamports(from), lamports(to)])
    expect(after[1] - before[1]).toBe(500_000_000n)
    expect(before[0] - after[0]).toBe(500_000_000n + SIGNATURE_FEE)
  })

  it('sends DevSPL to an address without a token account: the preview adds its rent, the tokens move exactly', async () => {
    const from = rpc.accounts[2]!.address
    const to = bs58.encode(nacl.sign.keyPair().publicKey)
    const [solBefore, tokensBefore] = await Promise.all([lamports(from), tokens(from)])
    const rent = BigInt((await ask('getMinimumBalanceForRentExemption', [165])) as unknown as number)
    const gangway = await connect(2)
    const { prepared, signature } = await send(gangway, from, to, spl(), 12_500_000n)
    expect(prepared.fee).toBe(5_000n + rent)
    expect(await tokens(to)).toBe(12_500_000n)
    expect(tokensBefore - (await tokens(from))).toBe(12_500_000n)
    expect(signature).toBeTruthy()
    expect(solBefore - (await lamports(from))).toBe(SIGNATURE_FEE + rent)
  })
})
