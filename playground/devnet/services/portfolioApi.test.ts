import { Connection, Keypair, LAMPORTS_PER_SOL, SystemProgram, Transaction } from '@solana/web3.js'
import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  getAddress,
  http,
  parseEther,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SDK_TYPE, SDK_VERSION } from '../../../core/config/defaults.js'
import { createHttpClient, type HttpClient } from '../../../core/kit/index.js'
import type { HistoryItem } from '../../../server/chainData/HistoryItem.js'
import type { Nft } from '../../../server/chainData/Nft.js'
import type { Devnet } from '../Devnet.js'
import type { LocalSolanaRpc } from '../solana/LocalSolanaRpc.js'
import { startSolanaRpc } from '../solana/startSolanaRpc.js'
import { startDevnet } from '../startDevnet.js'
import type { DevServices } from './DevServices.js'
import { startDevServices } from './startDevServices.js'

let devnet: Devnet
let solana: LocalSolanaRpc
let services: DevServices
let api: HttpClient

beforeAll(async () => {
  ;[devnet, solana] = await Promise.all([startDevnet(), startSolanaRpc()])
  services = await startDevServices({ devnet, solana, publicUrl: 'https://dev.example/' })
  api = createHttpClient({
    baseUrl: services.endpoints.api,
    projectId: 'p-api',
    sdkType: SDK_TYPE,
    sdkVersion: SDK_VERSION,
    retries: 0,
  })
})
afterAll(async () => {
  await services?.stop()
  await Promise.all([devnet?.stop(), solana?.stop()])
})

type Page<T> = { data: T[]; next: string | null }
const identity = `projectId=p-api&st=${SDK_TYPE}&sv=${SDK_VERSION}`
const history = (account: string, query: Record<string, string> = {}) =>
  api.get<Page<HistoryItem>>(`/v1/account/${account}/history`, query)
const nfts = (address: string, query: Record<string, string> = {}) =>
  api.get<Page<Nft>>(`/v1/account/${address}/nfts`, query)
const prices = (body: unknown) =>
  fetch(`${services.endpoints.api}/v1/fungible/price?${identity}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
async function status(path: string): Promise<[number, string]> {
  const response = await fetch(`${services.endpoints.api}${path}${path.includes('?') ? '&' : '?'}${identity}`)
  return [response.status, ((await response.json()) as { error: string }).error]
}
const evm = (index: number) => devnet.accounts[index]!

describe('history, NFTs and prices of the Gangway server over the devnet indexer', () => {
  it('puts a transfer just mined first in the history of both sides, with the chain filter and the spec shape', async () => {
    const chain = devnet.chains[1]!
    const [sender, receiver] = [evm(4), evm(5)]
    const wallet = createWalletClient({
      account: privateKeyToAccount(sender.privateKey),
      transport: http(chain.rpcUrl),
    })
    const reader = createPublicClient({ transport: http(chain.rpcUrl), pollingInterval: 10 })
    const hash = await wallet.sendTransaction({
      to: receiver.address,
      value: parseEther('0.75'),
      chain: null,
    })
    const { blockNumber } = await reader.waitForTransactionReceipt({ hash })
    const block = await reader.getBlock({ blockNumber })
    const sent = await history(sender.address, { chainId: 'eip155:31338' })
    expect(sent).toEqual({
      data: [
        {
          id: `eip155:31338:${hash}`,
          metadata: {
            minedAt: new Date(Number(block.timestamp) * 1000).toISOString(),
            chain: 'eip155:31338',
            operationType: 'send',
            status: 'confirmed',
            sentFrom: sender.address,
            sentTo: receiver.address,
            hash,
          },
          transfers: [
            {
              direction: 'out',
              fungible_info: {
                name: 'Ether',
                symbol: 'ETH',
                icon: { url: `https://dev.example/gangway/directory/public/getTokenImage/ETH?${identity}` },
              },
              quantity: { numeric: '0.75' },
              price: 3_000,
              value: 2_250,
            },
          ],
        },
      ],
      next: null,
    })
    expect((await history(receiver.address)).data[0]).toMatchObject({
      id: `eip155:31338:${hash}`,
      metadata: { operationType: 'receive' },
      transfers: [{ direction: 'in', quantity: { numeric: '0.75' } }],
    })
    expect(await history(sender.address, { chainId: 'eip155:31337' })).toEqual({ data: [], next: null })
    expect((await history(`eip155:31338:${sender.address}`)).data).toHaveLength(1)
  })

  it('shows token transfers, mints and NFT moves of the start content; pages 50 at a time, newest first', async () => {
    const chain = devnet.chains[0]!
    const wallet = createWalletClient({
      account: privateKeyToAccount(evm(1).privateKey),
      transport: http(chain.rpcUrl),
    })
    const reader = createPublicClient({ transport: http(chain.rpcUrl), pollingInterval: 10 })
    const dusd = chain.tokens!.find((token) => token.symbol === 'dUSD')!
    const hash = await wallet.writeContract({
      address: dusd.address,
      abi: erc20Abi,
      functionName: 'transfer',
      args: [evm(6).address, parseUnits('3.25', 6)],
      chain: null,
    })
    await reader.waitForTransactionReceipt({ hash })
    const { data } = await history(evm(1).address, { chainId: 'eip155:31337' })
    expect(data[0]).toMatchObject({
      metadata: { operationType: 'send', sentFrom: evm(1).address, sentTo: evm(6).address, hash },
      transfers: [
        { direction: 'out', fungible_info: { symbol: 'dUSD' }, quantity: { numeric: '3.25' }, value: 3.25 },
      ],
    })
    const summary = data
      .slice(1)
      .map((item) => [
        item.metadata.operationType,
        item.transfers.map(
          (transfer) =>
            `${transfer.direction} ${transfer.quantity.numeric} ${transfer.fungible_info?.symbol ?? transfer.nft_info?.name}`,
        ),
      ])
    expect(summary.slice(0, 3)).toEqual([
      ['receive', ['in 1 Gangway Lighthouses #1']],
      ['receive', ['in 250 DGT']],
      ['receive', ['in 1.5 ETH']],
    ])
    expect(summary).toContainEqual(['mint', ['in 1 Free Airdrop Claim #2']])
    expect(summary).toContainEqual(['mint', ['in 1000000 DGT']])
    const spam = data.find((item) => item.transfers[0]?.nft_info?.name === 'Free Airdrop Claim #2')
    expect(spam?.transfers[0]?.nft_info).toEqual({
      name: 'Free Airdrop Claim #2',
      content: {
        preview: {
          url: `https://dev.example/gangway/directory/public/getAssetImage/devnet-nft-SPAM-2?${identity}`,
        },
      },
      flags: { is_spam: true },
    })
    const first = await history(evm(0).address)
    expect(first.data).toHaveLength(50)
    expect(first.next).toEqual(expect.any(String))
    const second = await history(evm(0).address, { cursor: first.next! })
    expect(second.data.length).toBeGreaterThan(0)
    const all = [...first.data, ...second.data]
    expect(new Set(all.map((item) => item.id)).size).toBe(all.length)
    const times = all.map((item) => Date.parse(item.metadata.minedAt))
    expect(times).toEqual([...times].sort((a, b) => b - a))
    expect(all.map((item) => item.metadata.operationType)).toContain('execute')
  })

  it('reads Solana history per address: the start transfers and a transfer just sent', async () => {
    const [a, b] = [solana.accounts[7]!, solana.accounts[8]!]
    const connection = new Connection(solana.rpcUrl, 'confirmed')
    const payer = Keypair.fromSecretKey(a.secretKey)
    const { blockhash, lastValidBlockHeight } = await connection.getLatestBlockhash()
    const transaction = new Transaction({ feePayer: payer.publicKey, blockhash, lastValidBlockHeight }).add(
      SystemProgram.transfer({
        fromPubkey: payer.publicKey,
        toPubkey: Keypair.fromSecretKey(b.secretKey).publicKey,
        lamports: LAMPORTS_PER_SOL / 1000,
      }),
    )
    transaction.sign(payer)
    const signature = await connection.sendRawTransaction(transaction.serialize())
    const { data } = await history(a.address, { chainId: solana.chain })
    expect(data[0]).toMatchObject({
      id: `${solana.chain}:${signature}`,
      metadata: {
        chain: solana.chain,
        operationType: 'send',
        status: 'confirmed',
        sentFrom: a.address,
        sentTo: b.address,
        hash: signature,
      },
      transfers: [
        {
          direction: 'out',
          fungible_info: { symbol: 'SOL' },
          quantity: { numeric: '0.001' },
          price: 150,
          value: 0.15,
        },
      ],
    })
    expect(
      data
        .slice(1, 3)
        .map((item) => [
          item.metadata.operationType,
          item.transfers.map(
            (transfer) =>
              `${transfer.direction} ${transfer.quantity.numeric} ${transfer.fungible_info?.symbol}`,
          ),
        ]),
    ).toEqual([
      ['receive', ['in 12.5 DevSPL']],
      ['send', ['out 0.25 SOL']],
    ])
    expect(data.map((item) => item.metadata.operationType)).toContain('mint')
    expect((await history(b.address)).data[0]).toMatchObject({
      metadata: { operationType: 'receive', sentFrom: a.address, sentTo: b.address },
    })
    expect(await history(a.address, { chainId: 'eip155:31337' })).toEqual({ data: [], next: null })
  })

  it('lists the NFTs an address owns, with the spam flag and images the server serves as SVG', async () => {
    const { data, next } = await nfts(evm(1).address, { chainId: 'eip155:31337' })
    expect(next).toBeNull()
    const glh = devnet.chains[0]!.collections![0]!
    expect(data.map((nft) => [nft.name, nft.is_spam]).sort()).toEqual([
      ['Free Airdrop Claim #2', true],
      ['Gangway Lighthouses #1', false],
      ['Gangway Lighthouses #3', false],
      ['Gangway Lighthouses #4', false],
    ])
    const first = data.find((nft) => nft.name === 'Gangway Lighthouses #1')!
    expect(first).toEqual({
      id: `eip155:31337/${glh.address.toLowerCase()}/1`,
      chainId: 'eip155:31337',
      contract: glh.address.toLowerCase(),
      tokenId: '1',
      name: 'Gangway Lighthouses #1',
      description: 'A lighthouse of the Gangway devnet coast.',
      imageUrl: `https://dev.example/gangway/directory/public/getAssetImage/devnet-nft-GLH-1?${identity}`,
      collection: { name: 'Gangway Lighthouses', symbol: 'GLH' },
      is_spam: false,
    })
    const image = await fetch(first.imageUrl.replace('https://dev.example', services.url))
    expect(image.status).toBe(200)
    expect(image.headers.get('content-type')).toBe('image/svg+xml')
    const svg = await image.text()
    expect(svg).toMatch(/^<svg /)
    expect(svg).not.toMatch(/<script|on\w+=|javascript:/i)
    expect((await nfts(evm(0).address)).data.map((nft) => `${nft.chainId} ${nft.name}`)).toContain(
      'eip155:31338 Gangway Lighthouses #2',
    )
    expect(await nfts(evm(7).address)).toEqual({ data: [], next: null })
    expect(await nfts(solana.accounts[0]!.address)).toEqual({ data: [], next: null })
  })

  it('moves an NFT to its new owner once the transfer is mined', async () => {
    const chain = devnet.chains[0]!
    const glh = chain.collections![0]!
    const wallet = createWalletClient({
      account: privateKeyToAccount(evm(2).privateKey),
      transport: http(chain.rpcUrl),
    })
    const reader = createPublicClient({ transport: http(chain.rpcUrl), pollingInterval: 10 })
    const hash = await wallet.writeContract({
      address: glh.address,
      abi: [
        {
          type: 'function',
          name: 'transferFrom',
          stateMutability: 'nonpayable',
          inputs: [
            { name: 'from', type: 'address' },
            { name: 'to', type: 'address' },
            { name: 'tokenId', type: 'uint256' },
          ],
          outputs: [],
        },
      ],
      functionName: 'transferFrom',
      args: [evm(2).address, evm(7).address, 5n],
      chain: null,
    })
    await reader.waitForTransactionReceipt({ hash })
    expect((await nfts(evm(7).address)).data.map((nft) => nft.name)).toEqual(['Gangway Lighthouses #5'])
    expect(
      (await nfts(evm(2).address, { chainId: 'eip155:31337' })).data.map((nft) => nft.name),
    ).not.toContain('Gangway Lighthouses #5')
    expect((await history(evm(7).address)).data[0]).toMatchObject({
      metadata: { operationType: 'receive', sentFrom: getAddress(evm(2).address), hash },
      transfers: [
        {
          direction: 'in',
          nft_info: { name: 'Gangway Lighthouses #5', flags: { is_spam: false } },
          quantity: { numeric: '1' },
        },
      ],
    })
  })

  it('prices tokens by CAIP-10 address in the asked currency and leaves unknown ones out', async () => {
    const [chain] = devnet.chains
    const dgt = `eip155:31337:${chain!.token.address}`
    const response = await prices({
      currency: 'eur',
      projectId: 'p-api',
      addresses: [
        'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
        dgt,
        `${solana.chain}:So11111111111111111111111111111111111111112`,
        `${solana.chain}:${solana.token.mint}`,
        'eip155:1:0x0000000000000000000000000000000000000001',
      ],
    })
    expect(response.status).toBe(200)
    const icon = (symbol: string) =>
      `https://dev.example/gangway/directory/public/getTokenImage/${symbol}?${identity}`
    expect(await response.json()).toEqual({
      fungibles: [
        {
          address: 'eip155:31337:0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee',
          name: 'Ether',
          symbol: 'ETH',
          iconUrl: icon('ETH'),
          price: 2_760,
        },
        { address: dgt, name: 'Gangway Dev Token', symbol: 'DGT', iconUrl: icon('DGT'), price: 0.92 },
        {
          address: `${solana.chain}:So11111111111111111111111111111111111111112`,
          name: 'Solana',
          symbol: 'SOL',
          iconUrl: icon('SOL'),
          price: 138,
        },
        {
          address: `${solana.chain}:${solana.token.mint}`,
          name: 'Gangway Dev SPL',
          symbol: 'DevSPL',
          iconUrl: icon('DevSPL'),
          price: 0.92,
        },
      ],
    })
  })

  it('rebuilds the same history and NFTs from the chains after a restart', async () => {
    const again = await startDevServices({ devnet, solana, publicUrl: 'https://dev.example/' })
    try {
      const client = createHttpClient({
        baseUrl: again.endpoints.api,
        projectId: 'p-api',
        sdkType: SDK_TYPE,
        sdkVersion: SDK_VERSION,
        retries: 0,
      })
      for (const path of [
        `/v1/account/${evm(1).address}/history`,
        `/v1/account/${evm(1).address}/nfts`,
        `/v1/account/${solana.accounts[7]!.address}/history`,
      ])
        expect(await client.get(path)).toEqual(await api.get(path))
    } finally {
      await again.stop()
    }
  })

  it.each([
    ['/v1/account/0x1234/nfts', 'Invalid address'],
    [`/v1/account/${'0x'.padEnd(42, 'a')}/nfts?chainId=eip155`, 'Invalid CAIP-2 network id'],
    [`/v1/account/${'0x'.padEnd(42, 'a')}/nfts?cursor=${'x'.repeat(513)}`, 'Invalid cursor'],
    [`/v1/account/${'0x'.padEnd(42, 'a')}/nfts?cursor=not-ours`, 'Invalid cursor'],
    [`/v1/account/${'0x'.padEnd(42, 'a')}/history?cursor=not-ours`, 'Invalid cursor'],
    [
      `/v1/account/${'0x'.padEnd(42, 'a')}/history?cursor=${Buffer.from('{"k":[1,"x"],"i":"a"}').toString('base64url')}`,
      'Invalid cursor',
    ],
    ['/v1/account/nope/history', 'Invalid account'],
  ])('answers 400 for GET %s', async (path, reason) => {
    expect(await status(path)).toEqual([400, reason])
  })

  it.each([
    ['not json', 'Invalid JSON body'],
    [[], 'Invalid JSON body'],
    [{ addresses: ['eip155:1:0x0000000000000000000000000000000000000001'] }, 'Invalid currency'],
    [{ currency: 'usd' }, 'Invalid addresses: expected a list'],
    [{ currency: 'usd', addresses: [] }, 'Invalid addresses: expected a list'],
    [
      { currency: 'usd', addresses: ['0x0000000000000000000000000000000000000001'] },
      'Invalid addresses: expected CAIP-10 addresses',
    ],
    [{ currency: 'usd', addresses: [7] }, 'Invalid addresses: expected CAIP-10 addresses'],
    [
      {
        currency: 'usd',
        addresses: Array.from(
          { length: 101 },
          (_, index) => `eip155:1:0x${index.toString(16).padStart(40, '0')}`,
        ),
      },
      'Too many addresses: at most 100',
    ],
    [
      {
        currency: 'usd',
        projectId: 'someone-else',
        addresses: ['eip155:1:0x0000000000000000000000000000000000000001'],
      },
      'Invalid projectId',
    ],
  ])('answers 400 for POST /v1/fungible/price %j', async (body, reason) => {
    const response = await prices(body)
    expect([response.status, ((await response.json()) as { error: string }).error]).toEqual([400, reason])
  })

  it('refuses a price body over 16 KiB with 413', async () => {
    const response = await prices({
      currency: 'usd',
      addresses: ['eip155:1:0x1'],
      padding: 'x'.repeat(17 * 1024),
    })
    expect(response.status).toBe(413)
  })
})
