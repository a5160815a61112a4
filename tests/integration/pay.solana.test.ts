import bs58 from 'bs58'
import nacl from 'tweetnacl'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createKernel, createRpcClient, createSolanaSendChain, type Gangway } from '../../entries/plugin.js'
import type { LocalSolanaRpc } from '../../playground/devnet/solana/LocalSolanaRpc.js'
import { startSolanaRpc } from '../../playground/devnet/solana/startSolanaRpc.js'
import { createSolanaDevWallet } from '../../playground/devnet/solana/wallet/createSolanaDevWallet.js'
import { registerSolanaDevWallet } from '../../playground/devnet/solana/wallet/registerSolanaDevWallet.js'
import { checkPaid } from '../../plugins/pay/checkPaid.js'
import { readPayAsset } from '../../plugins/pay/readPayAsset.js'
import { readPayBalance } from '../../plugins/pay/readPayBalance.js'
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

async function connect(payer: number) {
  const wallet = createSolanaDevWallet({
    chains: [{ chain: rpc.chain, rpcUrl: rpc.rpcUrl }],
    secretKeys: [rpc.accounts[payer]!.secretKey],
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

const client = () => createRpcClient()
const urls = () => [rpc.rpcUrl]

/** What the Pay view does on Solana: the asset and balance read from the chain, the kit's send chain, the wallet, then the plugin's exact check. */
describe("Pay's Solana reads and exact-amount check on the Solana VM (the dev wallet sends)", () => {
  it('DevSPL: decimals and balance from the chain; the check holds for exactly the amount paid, not for another', async () => {
    const payer = rpc.accounts[2]!.address
    const to = bs58.encode(nacl.sign.keyPair().publicKey)
    const asset = await readPayAsset(client(), urls(), rpc.network, rpc.token.mint)
    expect(asset).toMatchObject({ decimals: rpc.token.decimals, contract: rpc.token.mint })
    const chain = createSolanaSendChain(client(), urls())
    const held = await readPayBalance(chain, client(), urls(), rpc.network, asset, payer)
    expect(held).toBeGreaterThan(4_500_000n)
    const gangway = await connect(2)
    const token = {
      id: 'spl',
      name: 'DevSPL',
      symbol: 'DevSPL',
      decimals: asset.decimals,
      balance: '0',
      contract: rpc.token.mint,
    }
    const prepared = await chain.prepare({ from: payer, to, token, amount: 4_500_000n })
    const hash = await gangway.sendTransaction(prepared.request, 'solana')
    await expect(chain.confirm(hash, new AbortController().signal)).resolves.toBe('confirmed')
    const paid = { hash, recipient: to, asset }
    expect(await checkPaid(client(), urls(), rpc.network, { ...paid, amount: 4_500_000n })).toBe(true)
    expect(await checkPaid(client(), urls(), rpc.network, { ...paid, amount: 4_500_001n })).toBe(false)
    expect(await readPayBalance(chain, client(), urls(), rpc.network, asset, payer)).toBe(held - 4_500_000n)
  })

  it('SOL: the check reads the recipient balance change of exactly the amount', async () => {
    const payer = rpc.accounts[1]!.address
    const to = rpc.accounts[3]!.address
    const asset = await readPayAsset(client(), urls(), rpc.network, 'native')
    const chain = createSolanaSendChain(client(), urls())
    const gangway = await connect(1)
    const token = { id: 'native', name: 'SOL', symbol: 'SOL', decimals: 9, balance: '0' }
    const prepared = await chain.prepare({ from: payer, to, token, amount: 750_000_000n })
    const hash = await gangway.sendTransaction(prepared.request, 'solana')
    await expect(chain.confirm(hash, new AbortController().signal)).resolves.toBe('confirmed')
    expect(
      await checkPaid(client(), urls(), rpc.network, { hash, recipient: to, asset, amount: 750_000_000n }),
    ).toBe(true)
    expect(
      await checkPaid(client(), urls(), rpc.network, { hash, recipient: payer, asset, amount: 750_000_000n }),
    ).toBe(false)
  })
})
