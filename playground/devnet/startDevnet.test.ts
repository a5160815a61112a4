import { execFileSync } from 'node:child_process'
import { createPublicClient, erc20Abi, formatUnits, http } from 'viem'
import { afterAll, describe, expect, it } from 'vitest'
import type { Devnet } from './Devnet.js'
import { devNetworks } from './devNetworks.js'
import { startDevnet } from './startDevnet.js'

function childAnvils(): number[] {
  return execFileSync('ps', ['-eo', 'pid=,ppid=,stat=,args='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim().split(/\s+/))
    .filter(
      ([, ppid, stat, command]) =>
        Number(ppid) === process.pid && !stat?.startsWith('Z') && command?.endsWith('anvil'),
    )
    .map(([pid]) => Number(pid))
}

describe('startDevnet', () => {
  let devnet: Devnet | undefined
  afterAll(async () => {
    await devnet?.stop()
  })

  it('starts two chains with DevToken minted to the first three accounts', async () => {
    devnet = await startDevnet()
    expect(devnet.chains.map((chain) => [chain.chainId, chain.name])).toEqual([
      [31337, 'Gangway Devnet A'],
      [31338, 'Gangway Devnet B'],
    ])
    for (const chain of devnet.chains) {
      const client = createPublicClient({ transport: http(chain.rpcUrl) })
      expect(await client.getChainId()).toBe(chain.chainId)
      const balances = await Promise.all(
        devnet.accounts.slice(0, 4).map((account) =>
          client.readContract({
            address: chain.token.address,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [account.address],
          }),
        ),
      )
      expect(balances.map((balance) => formatUnits(balance, 18))).toEqual([
        '1000000',
        '1000000',
        '1000000',
        '0',
      ])
      expect(
        await client.readContract({ address: chain.token.address, abi: erc20Abi, functionName: 'symbol' }),
      ).toBe('DGT')
      expect(await client.getBalance({ address: devnet.accounts[5]!.address })).toBe(10_000n * 10n ** 18n)
    }
  })

  it('describes its chains as Gangway networks', () => {
    const networks = devNetworks(devnet!)
    expect(networks[1]).toEqual({
      id: 31338,
      caipNetworkId: 'eip155:31338',
      chainNamespace: 'eip155',
      name: 'Gangway Devnet B',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [devnet!.chains[1]!.rpcUrl] } },
      testnet: true,
    })
  })

  it('stops every anvil it started', async () => {
    expect(childAnvils()).toHaveLength(2)
    const urls = devnet!.chains.map((chain) => chain.rpcUrl)
    await devnet!.stop()
    for (const url of urls) await expect(fetch(url, { method: 'POST' })).rejects.toThrow()
    expect(childAnvils()).toEqual([])
  })
})
