import {
  createPublicClient,
  encodeDeployData,
  encodeFunctionData,
  erc20Abi,
  getContractAddress,
  http,
  parseEther,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { type DevCall, sendDevCalls } from './anvil/sendDevCalls.js'
import { waitForReceipts } from './anvil/waitForReceipts.js'
import type { DevAccount } from './DevAccount.js'
import type { DevChain } from './DevChain.js'
import { devCollections } from './devCollections.js'
import { devNft } from './devNft.js'
import { devNftMetadataUri } from './devNftMetadataUri.js'
import { devToken } from './devToken.js'
import { devTokens } from './devTokens.js'

export interface DeployDevContentOptions {
  readonly rpcUrl: string
  readonly chainId: number
  readonly deployer: DevAccount
  /** Who gets every token and NFT; the first is also the deployer's counterpart in the start transfers. */
  readonly holders: readonly `0x${string}`[]
  /** Whole DGT per holder (default devTokens' amount). */
  readonly amount?: string
}

/**
 * Deploys the devnet's ERC-20s and ERC-721 collections from the deployer (nonces 0, 1, ...: the same
 * addresses on every start), mints them to the holders, then makes a few transfers from the deployer
 * (ETH, DGT and GLH #1 to the second holder, dUSD to the third) so that history is not empty. The
 * transactions are signed here and sent in nonce order (sendDevCalls), then their receipts are checked.
 */
export async function deployDevContent(
  options: DeployDevContentOptions,
): Promise<Pick<DevChain, 'token' | 'tokens' | 'collections'>> {
  const account = privateKeyToAccount(options.deployer.privateKey)
  const client = createPublicClient({ transport: http(options.rpcUrl), pollingInterval: 10 })
  const first = await client.getTransactionCount({ address: account.address, blockTag: 'pending' })
  const calls: DevCall[] = []
  const at = (nonce: number) => getContractAddress({ from: account.address, nonce: BigInt(nonce) })
  const tokens = devTokens.map((spec) => {
    const address = at(first + calls.length)
    calls.push({
      data: encodeDeployData({
        abi: devToken.abi,
        bytecode: devToken.bytecode,
        args: [spec.name, spec.symbol, spec.decimals],
      }),
      gas: 2_000_000n,
    })
    return { ...spec, address }
  })
  const collections = devCollections.map((spec) => {
    const address = at(first + calls.length)
    calls.push({
      data: encodeDeployData({ abi: devNft.abi, bytecode: devNft.bytecode, args: [spec.name, spec.symbol] }),
      gas: 2_000_000n,
    })
    return { spec, address, tokenIds: [] as bigint[] }
  })
  for (const token of tokens) {
    const amount = token.symbol === devToken.symbol ? (options.amount ?? token.amount) : token.amount
    const value = parseUnits(amount, token.decimals)
    for (const holder of options.holders)
      calls.push({
        to: token.address,
        data: encodeFunctionData({ abi: devToken.abi, functionName: 'mint', args: [holder, value] }),
        gas: 100_000n,
      })
  }
  for (const collection of collections)
    for (const holder of options.holders)
      for (let index = 0; index < collection.spec.perHolder; index += 1) {
        const tokenId = BigInt(collection.tokenIds.length + 1)
        collection.tokenIds.push(tokenId)
        calls.push({
          to: collection.address,
          data: encodeFunctionData({
            abi: devNft.abi,
            functionName: 'mint',
            args: [holder, tokenId, devNftMetadataUri(collection.spec, tokenId)],
          }),
          gas: 600_000n,
        })
      }
  const [, second, third] = options.holders
  const [dgt, dusd] = tokens
  const [lighthouses] = collections
  if (second && dgt && lighthouses) {
    calls.push({ to: second, data: '0x', value: parseEther('1.5'), gas: 21_000n })
    calls.push({
      to: dgt.address,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [second, parseUnits('250', dgt.decimals)],
      }),
      gas: 100_000n,
    })
    calls.push({
      to: lighthouses.address,
      data: encodeFunctionData({
        abi: devNft.abi,
        functionName: 'transferFrom',
        args: [account.address, second, 1n],
      }),
      gas: 100_000n,
    })
  }
  if (third && dusd)
    calls.push({
      to: dusd.address,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [third, parseUnits('42.5', dusd.decimals)],
      }),
      gas: 100_000n,
    })
  await waitForReceipts(
    client,
    await sendDevCalls(client, account, options.chainId, calls, first),
    'Devnet content set-up',
    options.rpcUrl,
  )
  const dgtToken = tokens[0]!
  return {
    token: { address: dgtToken.address, symbol: dgtToken.symbol, decimals: dgtToken.decimals },
    tokens: tokens.map(({ address, name, symbol, decimals }) => ({ address, name, symbol, decimals })),
    collections: collections.map(({ spec, address, tokenIds }) => ({
      address,
      name: spec.name,
      symbol: spec.symbol,
      spam: spec.spam,
      tokenIds,
    })),
  }
}
