import { createPublicClient, createWalletClient, http, parseUnits } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import type { DevAccount } from './DevAccount.js'
import { devToken } from './devToken.js'

export interface DeployDevTokenOptions {
  readonly rpcUrl: string
  readonly deployer: DevAccount
  readonly holders: readonly `0x${string}`[]
  readonly amount: string
}

/** Deploys DevToken from the deployer (its minter) and mints `amount` whole tokens to each holder; returns its address. */
export async function deployDevToken(options: DeployDevTokenOptions): Promise<`0x${string}`> {
  const account = privateKeyToAccount(options.deployer.privateKey)
  const transport = http(options.rpcUrl)
  const publicClient = createPublicClient({ transport, pollingInterval: 10 })
  const walletClient = createWalletClient({ account, transport })
  const chain = null
  const deployHash = await walletClient.deployContract({
    abi: devToken.abi,
    bytecode: devToken.bytecode,
    args: [devToken.name, devToken.symbol],
    chain,
  })
  const deployed = await publicClient.waitForTransactionReceipt({ hash: deployHash })
  const address = deployed.contractAddress
  if (deployed.status !== 'success' || !address)
    throw new Error(`DevToken deployment failed on ${options.rpcUrl}`)
  const value = parseUnits(options.amount, devToken.decimals)
  const nonce = await publicClient.getTransactionCount({ address: account.address, blockTag: 'pending' })
  const hashes = await Promise.all(
    options.holders.map((holder, index) =>
      walletClient.writeContract({
        address,
        abi: devToken.abi,
        functionName: 'mint',
        args: [holder, value],
        nonce: nonce + index,
        gas: 100_000n,
        chain,
      }),
    ),
  )
  const receipts = await Promise.all(hashes.map((hash) => publicClient.waitForTransactionReceipt({ hash })))
  if (receipts.some((receipt) => receipt.status !== 'success'))
    throw new Error(`DevToken minting failed on ${options.rpcUrl}`)
  return address
}
