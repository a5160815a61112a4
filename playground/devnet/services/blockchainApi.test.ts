import {
  createPublicClient,
  createWalletClient,
  erc20Abi,
  formatEther,
  http,
  parseEther,
  parseUnits,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SDK_TYPE, SDK_VERSION } from '../../../core/config/defaults.js'
import type { TokenBalance } from '../../../core/index.js'
import { createHttpClient, type HttpClient } from '../../../core/kit/index.js'
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
  services = await startDevServices({
    devnet,
    solana,
    publicUrl: 'https://dev.example/',
    identities: { [devnet.accounts[1]!.address]: { name: 'bob.gangway.id' } },
  })
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

const balances = (address: string, query: Record<string, string> = {}) =>
  api.get<{ balances: TokenBalance[] }>(`/v1/account/${address}/balance`, { currency: 'usd', ...query })
/** Token icons are served by the directory under publicUrl. */
const icons = 'https://dev.example/gangway/directory/public/getTokenImage'
const identity = `projectId=p-api&st=${SDK_TYPE}&sv=${SDK_VERSION}`
async function status(path: string): Promise<[number, string]> {
  const response = await fetch(`${services.endpoints.api}${path}${path.includes('?') ? '&' : '?'}${identity}`)
  return [response.status, ((await response.json()) as { error: string }).error]
}

describe('blockchain API of the Gangway server over the devnet provider', () => {
  it("lists the devnet's chains as supported", async () => {
    expect(await api.get('/v1/supported-chains')).toEqual({
      http: ['eip155:31337', 'eip155:31338', solana.chain],
      ws: [],
    })
  })

  it('reads the real native and DevToken balances, and sees a transfer change them', async () => {
    const [sender, receiver] = [devnet.accounts[0]!, devnet.accounts[3]!]
    const chain = devnet.chains[0]!
    const before = await balances(receiver.address, {
      chainId: 'eip155:31337',
      forceUpdate: 'true',
    })
    expect(before.balances).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        chainId: 'eip155:31337',
        value: 30_000_000,
        price: 3_000,
        quantity: { decimals: '18', numeric: '10000' },
        iconUrl: `${icons}/ETH?${identity}`,
      },
    ])
    const account = privateKeyToAccount(sender.privateKey)
    const wallet = createWalletClient({ account, transport: http(chain.rpcUrl) })
    const reader = createPublicClient({ transport: http(chain.rpcUrl), pollingInterval: 10 })
    const hashes = [
      await wallet.sendTransaction({ to: receiver.address, value: parseEther('1.25'), chain: null }),
      await wallet.writeContract({
        address: chain.token.address,
        abi: erc20Abi,
        functionName: 'transfer',
        args: [receiver.address, parseUnits('25.5', 18)],
        chain: null,
      }),
    ]
    for (const hash of hashes) await reader.waitForTransactionReceipt({ hash })
    const after = await balances(receiver.address, { chainId: 'eip155:31337' })
    expect(after.balances).toEqual([
      expect.objectContaining({
        symbol: 'ETH',
        quantity: { decimals: '18', numeric: '10001.25' },
        value: 30_003_750,
      }),
      {
        name: 'Gangway Dev Token',
        symbol: 'DGT',
        chainId: 'eip155:31337',
        address: `eip155:31337:${chain.token.address}`,
        value: 25.5,
        price: 1,
        quantity: { decimals: '18', numeric: '25.5' },
        iconUrl: `${icons}/DGT?${identity}`,
      },
    ])
    const senderBalances = await balances(sender.address)
    const natives = await Promise.all(
      devnet.chains.map((each) =>
        createPublicClient({ transport: http(each.rpcUrl) }).getBalance({ address: sender.address }),
      ),
    )
    expect(natives[0]).toBeLessThan(parseEther('9998.75'))
    expect(
      senderBalances.balances.map((item) => [
        item.chainId,
        item.symbol,
        item.quantity.decimals,
        item.quantity.numeric,
        item.value,
      ]),
    ).toEqual([
      ['eip155:31337', 'ETH', '18', formatEther(natives[0]!), Number(formatEther(natives[0]!)) * 3_000],
      ['eip155:31337', 'DGT', '18', '999724.5', 999_724.5],
      ['eip155:31337', 'dUSD', '6', '24957.5', 24_957.5],
      ['eip155:31337', 'PTS', '0', '5000', 0],
      ['eip155:31338', 'ETH', '18', formatEther(natives[1]!), Number(formatEther(natives[1]!)) * 3_000],
      ['eip155:31338', 'DGT', '18', '999750', 999_750],
      ['eip155:31338', 'dUSD', '6', '24957.5', 24_957.5],
      ['eip155:31338', 'PTS', '0', '5000', 0],
    ])
    const inEuro = await balances(receiver.address, { chainId: 'eip155:31338', currency: 'EUR' })
    expect(inEuro.balances).toEqual([expect.objectContaining({ price: 2_760, value: 27_600_000 })])
  })

  it('reads the Solana VM: SOL and DevSPL of a dev account, priced', async () => {
    const owner = solana.accounts[0]!.address
    expect(await balances(owner, { chainId: solana.chain })).toEqual({
      balances: [
        {
          name: 'Solana',
          symbol: 'SOL',
          chainId: solana.chain,
          value: 150_000,
          price: 150,
          quantity: { decimals: '9', numeric: '1000' },
          iconUrl: `${icons}/SOL?${identity}`,
        },
        {
          name: 'Gangway Dev SPL',
          symbol: 'DevSPL',
          chainId: solana.chain,
          address: `${solana.chain}:${solana.token.mint}`,
          value: 1_000_000,
          price: 1,
          quantity: { decimals: '6', numeric: '1000000' },
          iconUrl: `${icons}/DevSPL?${identity}`,
        },
      ],
    })
  })

  it('answers an empty list for a chain or namespace the devnet does not run', async () => {
    expect(await balances(devnet.accounts[0]!.address, { chainId: 'eip155:1' })).toEqual({ balances: [] })
    expect(await balances(solana.accounts[0]!.address, { chainId: 'solana:unknown' })).toEqual({
      balances: [],
    })
  })

  it('prices a currency it has no rate for at 0', async () => {
    const { balances: list } = await balances(devnet.accounts[6]!.address, {
      chainId: 'eip155:31337',
      currency: 'xyz',
    })
    expect(list).toEqual([expect.objectContaining({ symbol: 'ETH', price: 0, value: 0 })])
  })

  it.each([
    ['/v1/account/0x1234/balance', 'Invalid address'],
    [
      '/v1/account/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266/balance?chainId=eip155',
      'Invalid CAIP-2 network id',
    ],
    ['/v1/identity/not-an-address', 'Invalid address'],
  ])('answers 400 for %s', async (path, reason) => {
    expect(await status(path)).toEqual([400, reason])
  })

  it('resolves identities from the seeded and registered names', async () => {
    const [, bob, carol] = devnet.accounts
    expect(await api.get(`/v1/identity/${bob!.address.toLowerCase()}`, { sender: bob!.address })).toEqual({
      name: 'bob.gangway.id',
      avatar: null,
    })
    expect(await api.get(`/v1/identity/${carol!.address}`)).toEqual({ name: null, avatar: null })
    services.setIdentity(carol!.address.toLowerCase(), {
      name: 'carol.gangway.id',
      avatar: 'https://avatars.example/carol.png',
    })
    expect(await api.get(`/v1/identity/${carol!.address}`)).toEqual({
      name: 'carol.gangway.id',
      avatar: 'https://avatars.example/carol.png',
    })
    services.setIdentity(carol!.address, null)
    expect(await api.get(`/v1/identity/${carol!.address}`)).toEqual({ name: null, avatar: null })
    expect(() => services.setIdentity('0x12', { name: 'x' })).toThrow(/Invalid EVM address/)
  })

  it('answers 502 when the chain RPC is down', async () => {
    await devnet.stop()
    const [code, reason] = await status(`/v1/account/${devnet.accounts[0]!.address}/balance`)
    expect(code).toBe(502)
    expect(reason).toBe('Chain data unavailable')
  })
})
