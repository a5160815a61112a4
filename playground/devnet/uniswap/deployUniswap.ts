import {
  createPublicClient,
  encodeAbiParameters,
  encodeDeployData,
  encodeFunctionData,
  encodePacked,
  erc20Abi,
  getContractAddress,
  getCreate2Address,
  type Hex,
  http,
  keccak256,
  numberToHex,
  parseEther,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { type DevCall, sendDevCalls } from '../anvil/sendDevCalls.js'
import { waitForReceipts } from '../anvil/waitForReceipts.js'
import { devTokenSlots } from '../devTokenSlots.js'
import type { DevSwaps } from './DevSwaps.js'
import { devLiquidityKey } from './devLiquidityKey.js'
import { uniswapArtifacts } from './uniswapArtifacts.js'

/** A token of the pools: its address and the whole units each of its pools gets. */
export interface PoolToken {
  readonly address: `0x${string}`
  readonly decimals: number
}

export interface DeployUniswapOptions {
  readonly rpcUrl: string
  readonly chainId: number
  /** The pools to seed (the contracts are deployed while they are awaited): two tokens (null: the native coin, as WETH) and the whole units of each. */
  readonly pools: Pools | Promise<Pools>
}

type Pools = readonly (readonly [
  { readonly token: PoolToken | null; readonly amount: string },
  { readonly token: PoolToken | null; readonly amount: string },
])[]

const LIQUIDITY_ETHER = parseEther('10000')
const BALANCE_SLOT = devTokenSlots.balances
const TOTAL_SUPPLY_SLOT = devTokenSlots.totalSupply
const uint = (value: bigint) => numberToHex(value, { size: 32 })
const mintAbi = [
  {
    type: 'function',
    name: 'mint',
    stateMutability: 'nonpayable',
    inputs: [{ name: 'to', type: 'address' }],
    outputs: [{ name: 'liquidity', type: 'uint256' }],
  },
] as const

/**
 * Deploys Uniswap V2 (factory, WETH9, router02, from the published npm builds) from the devnet's liquidity
 * account (its own key: the dev accounts' nonces, balances and history stay as they were) and seeds each
 * pool: the DevToken side is credited to the pool's address in the token's storage (anvil_setStorageAt, total
 * supply raised to match, as a test "deal"), the native side is wrapped and sent, then the pool mints its
 * liquidity to the liquidity account. Addresses are the same on every start.
 */
export async function deployUniswap(options: DeployUniswapOptions): Promise<DevSwaps> {
  const account = privateKeyToAccount(devLiquidityKey)
  const client = createPublicClient({ transport: http(options.rpcUrl), pollingInterval: 10 })
  const first = await client.getTransactionCount({ address: account.address, blockTag: 'pending' })
  const at = (nonce: number) => getContractAddress({ from: account.address, nonce: BigInt(nonce) })
  const factory = at(first)
  const weth = at(first + 1)
  const router = at(first + 2)
  const pairHash = keccak256(uniswapArtifacts.pair.bytecode)
  const contracts: DevCall[] = [
    {
      data: encodeDeployData({
        abi: uniswapArtifacts.factory.abi,
        bytecode: uniswapArtifacts.factory.bytecode,
        args: [account.address],
      }),
      gas: 5_000_000n,
    },
    { data: uniswapArtifacts.weth.bytecode, gas: 1_500_000n },
    {
      data: encodeDeployData({
        abi: uniswapArtifacts.router.abi,
        bytecode: uniswapArtifacts.router.bytecode,
        args: [factory, weth],
      }),
      gas: 6_000_000n,
    },
  ]
  const send = (calls: readonly DevCall[], from: number) =>
    sendDevCalls(client, account, options.chainId, calls, from)
  await client.request({
    method: 'anvil_setBalance' as never,
    params: [account.address, numberToHex(LIQUIDITY_ETHER)] as never,
  })
  const deployed = send(contracts, first)
  const pools = await options.pools
  const calls: DevCall[] = []
  const credits = new Map<`0x${string}`, bigint>()
  const deals: [`0x${string}`, Hex, Hex][] = []
  let wrapped = 0n
  const wethTransfers: DevCall[] = []
  const mints: DevCall[] = []
  const pairs = pools.map(([a, b]) => {
    const sides = [a, b].map((side) => ({
      address: side.token?.address ?? weth,
      value: parseUnits(side.amount, side.token?.decimals ?? 18),
    }))
    const [token0, token1] = sides.sort((x, y) =>
      x.address.toLowerCase() < y.address.toLowerCase() ? -1 : 1,
    )
    const address = getCreate2Address({
      from: factory,
      salt: keccak256(encodePacked(['address', 'address'], [token0!.address, token1!.address])),
      bytecodeHash: pairHash,
    })
    calls.push({
      to: factory,
      data: encodeFunctionData({
        abi: uniswapArtifacts.factory.abi,
        functionName: 'createPair',
        args: [token0!.address, token1!.address],
      }),
      gas: 3_000_000n,
    })
    for (const side of [token0!, token1!]) {
      if (side.address === weth) {
        wrapped += side.value
        wethTransfers.push({
          to: weth,
          data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [address, side.value] }),
          gas: 100_000n,
        })
        continue
      }
      const slot = keccak256(
        encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [address, BALANCE_SLOT]),
      )
      deals.push([side.address, slot, uint(side.value)])
      credits.set(side.address, (credits.get(side.address) ?? 0n) + side.value)
    }
    mints.push({
      to: address,
      data: encodeFunctionData({ abi: mintAbi, functionName: 'mint', args: [account.address] }),
      gas: 500_000n,
    })
    return { address, tokens: [token0!.address, token1!.address] as const }
  })
  const supplies = await Promise.all(
    [...credits].map(async ([token, credit]) => {
      const supply = await client.readContract({ address: token, abi: erc20Abi, functionName: 'totalSupply' })
      return [token, uint(supply + credit)] as const
    }),
  )
  await Promise.all([
    ...[...deals, ...supplies.map(([token, value]) => [token, uint(TOTAL_SUPPLY_SLOT), value] as const)].map(
      (params) => client.request({ method: 'anvil_setStorageAt' as never, params: params as never }),
    ),
  ])
  if (wrapped > 0n)
    calls.push({
      to: weth,
      data: encodeFunctionData({ abi: uniswapArtifacts.weth.abi, functionName: 'deposit' }),
      value: wrapped,
      gas: 100_000n,
    })
  calls.push(...wethTransfers, ...mints)
  const hashes = [...(await deployed), ...(await send(calls, first + contracts.length))]
  await waitForReceipts(client, hashes, 'Uniswap V2 set-up', options.rpcUrl)
  return { factory, router, weth, pairs }
}
