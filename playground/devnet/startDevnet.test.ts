import { execFileSync } from 'node:child_process'
import { createPublicClient, erc20Abi, erc721Abi, formatUnits, http, parseEther, parseUnits } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import idRegistry from './contracts/DevIdRegistry.json' with { type: 'json' }
import type { Devnet } from './Devnet.js'
import { devNetworks } from './devNetworks.js'
import { devFarcasterUser } from './farcaster/devFarcasterUser.js'
import { startDevnet } from './startDevnet.js'
import { uniswapArtifacts } from './uniswap/uniswapArtifacts.js'

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
  let devnet: Devnet
  beforeAll(async () => {
    devnet = await startDevnet()
  })
  afterAll(async () => {
    await devnet?.stop()
  })

  it('starts two chains with the dev tokens and NFTs minted to the first three accounts and a few transfers made', async () => {
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
        '999750',
        '1000250',
        '1000000',
        '0',
      ])
      const [, dusd, points] = chain.tokens ?? []
      expect([dusd?.symbol, dusd?.decimals, points?.symbol, points?.decimals]).toEqual(['dUSD', 6, 'PTS', 0])
      const dollars = await Promise.all(
        devnet.accounts.slice(0, 3).map((account) =>
          client.readContract({
            address: dusd!.address,
            abi: erc20Abi,
            functionName: 'balanceOf',
            args: [account.address],
          }),
        ),
      )
      expect(dollars.map((balance) => formatUnits(balance, 6))).toEqual(['24957.5', '25000', '25042.5'])
      const [lighthouses, spam] = chain.collections ?? []
      expect([lighthouses?.name, lighthouses?.spam, spam?.symbol, spam?.spam]).toEqual([
        'Gangway Lighthouses',
        false,
        'SPAM',
        true,
      ])
      const owners = await Promise.all(
        lighthouses!.tokenIds.map((tokenId) =>
          client.readContract({
            address: lighthouses!.address,
            abi: erc721Abi,
            functionName: 'ownerOf',
            args: [tokenId],
          }),
        ),
      )
      const [a0, a1, a2] = devnet.accounts.map((account) => account.address)
      expect(owners).toEqual([a1, a0, a1, a1, a2, a2])
      const uri = await client.readContract({
        address: lighthouses!.address,
        abi: erc721Abi,
        functionName: 'tokenURI',
        args: [3n],
      })
      expect(
        JSON.parse(Buffer.from(uri.replace('data:application/json;base64,', ''), 'base64').toString()),
      ).toEqual({
        name: 'Gangway Lighthouses #3',
        description: 'A lighthouse of the Gangway devnet coast.',
        image: '/directory/public/getAssetImage/devnet-nft-GLH-3',
      })
      expect(
        await client.readContract({ address: chain.token.address, abi: erc20Abi, functionName: 'symbol' }),
      ).toBe('DGT')
      expect(await client.getBalance({ address: devnet.accounts[5]!.address })).toBe(10_000n * 10n ** 18n)
    }
  })

  it('deploys Uniswap V2 with ETH/DGT, ETH/dUSD and DGT/dUSD pools priced as the devnet prices', async () => {
    for (const chain of devnet.chains) {
      const client = createPublicClient({ transport: http(chain.rpcUrl) })
      const swaps = chain.swaps!
      const [dgt, dusd] = chain.tokens!
      const quote = (amount: bigint, path: `0x${string}`[]) =>
        client.readContract({
          address: swaps.router,
          abi: uniswapArtifacts.router.abi,
          functionName: 'getAmountsOut',
          args: [amount, path],
        }) as Promise<bigint[]>
      const [, dgtForEth] = await quote(parseEther('1'), [swaps.weth, dgt!.address])
      expect(Number(formatUnits(dgtForEth!, 18))).toBeCloseTo(2961.1, 0)
      const [, ethForDusd] = await quote(parseUnits('3000', 6), [dusd!.address, swaps.weth])
      expect(Number(formatUnits(ethForDusd!, 18))).toBeCloseTo(0.987, 2)
      const [, dusdForDgt] = await quote(parseUnits('100', 18), [dgt!.address, dusd!.address])
      expect(Number(formatUnits(dusdForDgt!, 6))).toBeCloseTo(99.65, 1)
      expect(swaps.pairs).toHaveLength(3)
      for (const pair of swaps.pairs)
        expect(
          await client.readContract({
            address: swaps.factory,
            abi: uniswapArtifacts.factory.abi,
            functionName: 'getPair',
            args: pair.tokens,
          }),
        ).toBe(pair.address)
      const supply = await client.readContract({
        address: dgt!.address,
        abi: erc20Abi,
        functionName: 'totalSupply',
      })
      expect(formatUnits(supply, 18)).toBe(String(3_000_000 + 300_000 + 200_000))
    }
  })

  it('describes its chains as Gangway networks', () => {
    const networks = devNetworks(devnet)
    expect(networks[1]).toEqual({
      id: 31338,
      caipNetworkId: 'eip155:31338',
      chainNamespace: 'eip155',
      name: 'Gangway Devnet B',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [devnet.chains[1]!.rpcUrl] } },
      testnet: true,
    })
  })

  it('deploys the ERC-4337 EntryPoint v0.7, the SimpleAccount factory and GangwayAccountFactory on each chain, and no bundler unless asked', async () => {
    for (const chain of devnet.chains) {
      const client = createPublicClient({ transport: http(chain.rpcUrl) })
      const { entryPoint, factory, signingFactory, bundlerUrl } = chain.accountAbstraction!
      expect(entryPoint).toBe('0x79c765eA84AE3aB6868228aaa64BA7Ca524854aB')
      expect(bundlerUrl).toBeUndefined()
      for (const address of [factory, signingFactory])
        expect(
          await client.readContract({
            address,
            abi: [
              {
                type: 'function',
                name: 'accountImplementation',
                stateMutability: 'view',
                inputs: [],
                outputs: [{ type: 'address' }],
              },
            ],
            functionName: 'accountImplementation',
          }),
        ).toMatch(/^0x[0-9a-fA-F]{40}$/)
      expect((await client.getCode({ address: entryPoint }))?.length).toBeGreaterThan(1000)
    }
  })

  it("places Farcaster's ID Registry on the first chain with the dev user's fid for its custody key", async () => {
    const farcaster = devnet.farcaster
    expect(farcaster).toMatchObject({
      rpcUrl: devnet.chains[0]?.rpcUrl,
      idRegistry: devFarcasterUser.idRegistry,
      fid: 1,
      username: devFarcasterUser.username,
    })
    const client = createPublicClient({ transport: http(farcaster?.rpcUrl) })
    const read = (functionName: 'idOf' | 'custodyOf', args: readonly unknown[]) =>
      client.readContract({
        address: devFarcasterUser.idRegistry,
        abi: idRegistry.abi,
        functionName,
        args,
      } as never)
    expect(await read('idOf', [farcaster?.custody])).toBe(1n)
    expect(await read('custodyOf', [1n])).toBe(farcaster?.custody)
  })

  it('stops every anvil it started', async () => {
    expect(childAnvils()).toHaveLength(2)
    const urls = devnet.chains.map((chain) => chain.rpcUrl)
    await devnet.stop()
    for (const url of urls) await expect(fetch(url, { method: 'POST' })).rejects.toThrow()
    expect(childAnvils()).toEqual([])
  })
})
