import { createPublicClient, encodeDeployData, getContractAddress, http, numberToHex, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { sendDevCalls } from '../anvil/sendDevCalls.js'
import { waitForReceipts } from '../anvil/waitForReceipts.js'
import { accountAbstractionArtifacts } from './accountAbstractionArtifacts.js'
import { devAccountAbstractionKey } from './devAccountAbstractionKey.js'

export interface DeployAccountAbstractionOptions {
  readonly rpcUrl: string
  readonly chainId: number
}

/**
 * Deploys the ERC-4337 EntryPoint v0.7 and its SimpleAccountFactory (from the published npm artifacts), and the
 * GangwayAccountFactory (SimpleAccounts that answer ERC-1271, so they can sign in) from the
 * devnet's own deployer key, so the dev accounts' nonces and history stay as they were. Same addresses on every start.
 */
export async function deployAccountAbstraction(options: DeployAccountAbstractionOptions): Promise<{
  readonly entryPoint: `0x${string}`
  readonly factory: `0x${string}`
  readonly signingFactory: `0x${string}`
}> {
  const account = privateKeyToAccount(devAccountAbstractionKey)
  const client = createPublicClient({ transport: http(options.rpcUrl), pollingInterval: 10 })
  await client.request({
    method: 'anvil_setBalance' as never,
    params: [account.address, numberToHex(parseEther('10'))] as never,
  })
  const first = await client.getTransactionCount({ address: account.address, blockTag: 'pending' })
  const entryPoint = getContractAddress({ from: account.address, nonce: BigInt(first) })
  const factory = getContractAddress({ from: account.address, nonce: BigInt(first + 1) })
  const signingFactory = getContractAddress({ from: account.address, nonce: BigInt(first + 2) })
  const {
    entryPoint: entryPointArtifact,
    simpleAccountFactory,
    gangwayAccountFactory,
  } = accountAbstractionArtifacts
  const deployments = [
    { data: entryPointArtifact.bytecode, gas: 7_000_000n },
    {
      data: encodeDeployData({
        abi: simpleAccountFactory.abi,
        bytecode: simpleAccountFactory.bytecode,
        args: [entryPoint],
      }),
      gas: 4_000_000n,
    },
    {
      data: encodeDeployData({
        abi: gangwayAccountFactory.abi,
        bytecode: gangwayAccountFactory.bytecode,
        args: [entryPoint],
      }),
      gas: 5_000_000n,
    },
  ]
  await waitForReceipts(
    client,
    await sendDevCalls(client, account, options.chainId, deployments, first),
    'ERC-4337 set-up',
    options.rpcUrl,
  )
  return { entryPoint, factory, signingFactory }
}
