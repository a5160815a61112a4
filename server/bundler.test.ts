import { toSimpleSmartAccount } from 'permissionless/accounts'
import { createPublicClient, http, parseEther } from 'viem'
import { createBundlerClient } from 'viem/account-abstraction'
import { privateKeyToAccount } from 'viem/accounts'
import { foundry } from 'viem/chains'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { deployAccountAbstraction } from '../playground/devnet/aa/deployAccountAbstraction.js'
import { type BundlerInstance, startBundler } from '../playground/devnet/aa/startBundler.js'
import { type AnvilInstance, startAnvil } from '../playground/devnet/anvil/startAnvil.js'
import { startServer } from './test/startServer.js'

let anvil: AnvilInstance
let bundler: BundlerInstance
let api: Awaited<ReturnType<typeof startServer>>
let contracts: { entryPoint: `0x${string}`; factory: `0x${string}` }
const endpoint = () => `${api.url}/gangway/api/v1/bundler?projectId=p1&chainId=eip155:31337`
const post = (body: string, url = endpoint()) =>
  fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body })

beforeAll(async () => {
  anvil = await startAnvil({ chainId: 31337 })
  contracts = await deployAccountAbstraction({ rpcUrl: anvil.rpcUrl, chainId: 31337 })
  bundler = await startBundler({ rpcUrl: anvil.rpcUrl, entryPoint: contracts.entryPoint })
  api = await startServer({
    projects: [{ id: 'p1', allowedOrigins: ['http://127.0.0.1'] }],
    bundlers: { 'eip155:31337': bundler.url },
  })
})

afterAll(async () => {
  await api?.stop()
  await bundler?.stop()
  await anvil?.stop()
})

describe('the bundler endpoint with the devnet bundler (alto) behind it', () => {
  it('lands a user operation that deploys a SimpleAccount and makes two transfers, and refuses one with a bad signature', async () => {
    expect(new URL(bundler.url).hostname).toBe('127.0.0.1')
    const client = createPublicClient({ chain: foundry, transport: http(anvil.rpcUrl), pollingInterval: 50 })
    const owner = privateKeyToAccount(`0x${'11'.repeat(32)}`)
    const account = await toSimpleSmartAccount({
      client,
      owner,
      factoryAddress: contracts.factory,
      entryPoint: { address: contracts.entryPoint, version: '0.7' },
    })
    await client.request({
      method: 'anvil_setBalance' as never,
      params: [account.address, '0xde0b6b3a7640000'] as never,
    })
    expect(await client.getCode({ address: account.address })).toBeUndefined()
    const bundlerClient = createBundlerClient({
      account,
      client,
      transport: http(endpoint()),
      pollingInterval: 50,
    })
    const to = '0x000000000000000000000000000000000000bEEF'
    const hash = await bundlerClient.sendUserOperation({
      calls: [
        { to, value: parseEther('0.01') },
        { to, value: parseEther('0.02') },
      ],
    })
    const receipt = await bundlerClient.waitForUserOperationReceipt({ hash, timeout: 30_000 })
    expect(receipt.success).toBe(true)
    expect(await client.getBalance({ address: to })).toBe(parseEther('0.03'))
    expect(await client.getCode({ address: account.address })).toMatch(/^0x[0-9a-f]{10,}/)

    const impostor = await toSimpleSmartAccount({
      client,
      owner: privateKeyToAccount(`0x${'22'.repeat(32)}`),
      address: account.address,
      factoryAddress: contracts.factory,
      entryPoint: { address: contracts.entryPoint, version: '0.7' },
    })
    const refused = bundlerClient.sendUserOperation({
      account: impostor,
      calls: [{ to, value: parseEther('0.5') }],
    })
    await expect(refused).rejects.toThrow(/AA24 signature error/)
    expect(await client.getBalance({ address: to })).toBe(parseEther('0.03'))
  })

  it('passes only user-operation methods, for a configured chain, one request at a time', async () => {
    const ask = async (body: string, url?: string) => {
      const response = await post(body, url)
      return { status: response.status, json: (await response.json()) as Record<string, unknown> }
    }
    const supported = await ask('{"jsonrpc":"2.0","id":7,"method":"eth_supportedEntryPoints","params":[]}')
    expect(supported).toEqual({
      status: 200,
      json: { jsonrpc: '2.0', id: 7, result: [contracts.entryPoint] },
    })
    const forbidden = await ask('{"jsonrpc":"2.0","id":8,"method":"debug_bundler_clearState","params":[]}')
    expect(forbidden.json.error).toEqual({
      code: -32601,
      message: 'Method not available on the bundler endpoint: debug_bundler_clearState',
    })
    expect((await ask('[{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}]')).json.error).toMatchObject({
      code: -32600,
    })
    expect((await ask('{"jsonrpc":')).json.error).toMatchObject({ code: -32700 })
    const otherChain = await ask(
      '{"jsonrpc":"2.0","id":1,"method":"eth_chainId"}',
      endpoint().replace('31337', '1'),
    )
    expect(otherChain).toEqual({ status: 400, json: { error: 'No bundler for chainId eip155:1' } })
    expect(api.errors).toEqual([])
  })
})
