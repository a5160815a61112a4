import { createPublicClient, createWalletClient, type Hex, http, numberToHex, parseEther } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { waitForReceipts } from '../anvil/waitForReceipts.js'
import idRegistry from '../contracts/DevIdRegistry.json' with { type: 'json' }
import { devFarcasterUser } from './devFarcasterUser.js'

const abi = idRegistry.abi as typeof idRegistry.abi

/** Registers (once) an fid for the custody `key` on the devnet's ID Registry at `rpcUrl`: the fid. */
export async function registerFid(rpcUrl: string, key: Hex): Promise<number> {
  const account = privateKeyToAccount(key)
  const client = createPublicClient({ transport: http(rpcUrl), pollingInterval: 10 })
  const read = () =>
    client.readContract({
      address: devFarcasterUser.idRegistry,
      abi,
      functionName: 'idOf',
      args: [account.address],
    })
  const known = (await read()) as bigint
  if (known > 0n) return Number(known)
  await client.request({
    method: 'anvil_setBalance' as never,
    params: [account.address, numberToHex(parseEther('1'))] as never,
  })
  const chainId = await client.getChainId()
  const wallet = createWalletClient({
    account,
    chain: {
      id: chainId,
      name: 'devnet',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [rpcUrl] } },
    },
    transport: http(rpcUrl),
  })
  const hash = await wallet.writeContract({
    address: devFarcasterUser.idRegistry,
    abi,
    functionName: 'register',
    args: [account.address],
  })
  await waitForReceipts(client, [hash], 'fid registration', rpcUrl)
  return Number((await read()) as bigint)
}
