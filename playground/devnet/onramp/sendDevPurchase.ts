import { createHash } from 'node:crypto'
import { Keypair, LAMPORTS_PER_SOL, PublicKey, SystemProgram, Transaction } from '@solana/web3.js'
import {
  createPublicClient,
  createWalletClient,
  encodeAbiParameters,
  erc20Abi,
  http,
  keccak256,
  numberToHex,
  parseEther,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { devTokenSlots } from '../devTokenSlots.js'
import type { DevOnrampChain } from './DevOnrampChain.js'
import { devOnrampTreasury } from './devOnrampTreasury.js'

const DEADLINE_MS = 30_000
const uint = (value: bigint) => numberToHex(value, { size: 32 })

async function rpc(url: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    signal: AbortSignal.timeout(DEADLINE_MS),
  })
  const answer = (await response.json()) as { result?: unknown; error?: { message: string } }
  if (answer.error) throw new Error(`${method}: ${answer.error.message}`)
  return answer.result
}

async function sendEvm(
  chain: Extract<DevOnrampChain, { namespace: 'eip155' }>,
  to: string,
  currency: string,
  amount: string,
) {
  const account = privateKeyToAccount(devOnrampTreasury.evmKey)
  const transport = http(chain.rpcUrl)
  const reader = createPublicClient({ transport, pollingInterval: 50 })
  const wallet = createWalletClient({ account, transport })
  const chainId = Number(chain.caipNetworkId.split(':')[1])
  const native = await reader.getBalance({ address: account.address })
  if (native < parseEther('1'))
    await rpc(chain.rpcUrl, 'anvil_setBalance', [account.address, numberToHex(parseEther('1000'))])
  const chainDef = {
    id: chainId,
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  }
  if (currency !== 'USDC') throw new Error(`the dev on-ramp sells no ${currency} on ${chain.name}`)
  const token = chain.usd
  if (!token) throw new Error(`${chain.name} has no dUSD`)
  const units = parseUnits(amount, token.decimals)
  const held = await reader.readContract({
    address: token.address,
    abi: erc20Abi,
    functionName: 'balanceOf',
    args: [account.address],
  })
  if (held < units) {
    // A test "deal": the treasury's balance and the total supply raised by the shortfall, in the token's storage.
    const supply = await reader.readContract({
      address: token.address,
      abi: erc20Abi,
      functionName: 'totalSupply',
    })
    const slot = keccak256(
      encodeAbiParameters(
        [{ type: 'address' }, { type: 'uint256' }],
        [account.address, devTokenSlots.balances],
      ),
    )
    await rpc(chain.rpcUrl, 'anvil_setStorageAt', [token.address, slot, uint(units)])
    await rpc(chain.rpcUrl, 'anvil_setStorageAt', [
      token.address,
      uint(devTokenSlots.totalSupply),
      uint(supply + units - held),
    ])
  }
  const hash = await wallet.writeContract({
    chain: chainDef,
    address: token.address,
    abi: erc20Abi,
    functionName: 'transfer',
    args: [to as `0x${string}`, units],
  })
  const receipt = await reader.waitForTransactionReceipt({ hash, timeout: DEADLINE_MS })
  if (receipt.status !== 'success') throw new Error(`the treasury's transfer ${hash} reverted`)
  return hash
}

async function sendSol(chain: DevOnrampChain, to: string, amount: string): Promise<string> {
  const treasury = Keypair.fromSeed(createHash('sha256').update(devOnrampTreasury.solanaSeedText).digest())
  const lamports = Number(parseUnits(amount, 9))
  await rpc(chain.rpcUrl, 'requestAirdrop', [
    treasury.publicKey.toBase58(),
    lamports + LAMPORTS_PER_SOL / 100,
  ])
  const { value } = (await rpc(chain.rpcUrl, 'getLatestBlockhash', [{ commitment: 'confirmed' }])) as {
    value: { blockhash: string; lastValidBlockHeight: number }
  }
  const transaction = new Transaction({ feePayer: treasury.publicKey, ...value }).add(
    SystemProgram.transfer({ fromPubkey: treasury.publicKey, toPubkey: new PublicKey(to), lamports }),
  )
  transaction.sign(treasury)
  const signature = (await rpc(chain.rpcUrl, 'sendTransaction', [
    transaction.serialize().toString('base64'),
    { encoding: 'base64' },
  ])) as string
  const deadline = Date.now() + DEADLINE_MS
  for (;;) {
    const statuses = (await rpc(chain.rpcUrl, 'getSignatureStatuses', [[signature]])) as {
      value: ({ err: unknown; confirmationStatus?: string } | null)[]
    }
    const status = statuses.value[0]
    if (status?.err) throw new Error(`the treasury's transfer ${signature} failed`)
    if (status) return signature
    if (Date.now() > deadline) throw new Error(`the treasury's transfer ${signature} did not land in time`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

/** Sends `amount` of `currency` (USDC as dUSD on anvil, SOL on the Solana VM) from the dev on-ramp's treasury to `to` on `chain`, funding the treasury first; resolves with the landed transaction's hash. */
export function sendDevPurchase(
  chain: DevOnrampChain,
  to: string,
  currency: string,
  amount: string,
): Promise<string> {
  return chain.namespace === 'solana' ? sendSol(chain, to, amount) : sendEvm(chain, to, currency, amount)
}
