import {
  createPublicClient,
  encodeFunctionData,
  erc20Abi,
  http,
  parseEther,
  parseUnits,
  verifyMessage,
  verifyTypedData,
} from 'viem'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createMemoryStorage } from '../../../tests/fixtures/createMemoryStorage.js'
import type { Devnet } from '../Devnet.js'
import { startDevnet } from '../startDevnet.js'
import type { CreateDevWalletProviderOptions } from './createDevWalletProvider.js'
import { createDevWalletProvider } from './createDevWalletProvider.js'
import type { DevWalletRequest } from './DevWalletRequest.js'

let devnet: Devnet

beforeAll(async () => {
  devnet = await startDevnet()
})

afterAll(async () => {
  await devnet?.stop()
})

const chainA = () => devnet.chains[0]!
const chainB = () => devnet.chains[1]!
const clientOf = (rpcUrl: string) => createPublicClient({ transport: http(rpcUrl) })
const addChainBParams = () => [
  {
    chainId: '0x7a6a',
    chainName: chainB().name,
    rpcUrls: [chainB().rpcUrl],
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  },
]

function wallet(options: Partial<CreateDevWalletProviderOptions> = {}) {
  return createDevWalletProvider({
    chains: devnet.chains.map(({ chainId, name, rpcUrl }) => ({ chainId, name, rpcUrl })),
    ...options,
  })
}

async function connected(options: Partial<CreateDevWalletProviderOptions> = {}) {
  const provider = wallet(options)
  const [address] = (await provider.request({ method: 'eth_requestAccounts' })) as `0x${string}`[]
  return { provider, address: address! }
}

describe('createDevWalletProvider against the devnet', () => {
  it('asks for approval on eth_requestAccounts and only then answers eth_accounts', async () => {
    const seen: string[] = []
    const provider = wallet({
      approve: (request) => {
        seen.push(request.method)
        return true
      },
    })
    const changes: unknown[] = []
    provider.on('accountsChanged', (accounts) => changes.push(accounts))
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    const accounts = await provider.request({ method: 'eth_requestAccounts' })
    expect(accounts).toEqual([devnet.accounts[0]!.address, devnet.accounts[1]!.address])
    expect(await provider.request({ method: 'eth_accounts' })).toEqual(accounts)
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual(accounts)
    expect(seen).toEqual(['eth_requestAccounts'])
    expect(changes).toEqual([accounts])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
  })

  it('emits connect with the current chain once listeners are attached', async () => {
    const provider = wallet()
    const connect = vi.fn()
    provider.on('connect', connect)
    await Promise.resolve()
    expect(connect).toHaveBeenCalledWith({ chainId: '0x7a69' })
    expect(provider.isConnected()).toBe(true)
  })

  it('signs personal_sign messages that viem verifies, text and hex alike', async () => {
    const { provider, address } = await connected()
    const signature = (await provider.request({
      method: 'personal_sign',
      params: ['0x48656c6c6f2047616e67776179', address],
    })) as `0x${string}`
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
    expect(await verifyMessage({ address, message: 'Hello Gangway', signature })).toBe(true)
    const text = (await provider.request({
      method: 'personal_sign',
      params: ['Sign in', address],
    })) as `0x${string}`
    expect(await verifyMessage({ address, message: 'Sign in', signature: text })).toBe(true)
    expect(await verifyMessage({ address, message: 'Sign out', signature: text })).toBe(false)
  })

  it('signs eth_signTypedData_v4 (JSON string) that viem verifies, and refuses another chain in the domain', async () => {
    const { provider, address } = await connected()
    const typedData = {
      domain: { name: 'Gangway', version: '1', chainId: 31337, verifyingContract: chainA().token.address },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
          { name: 'verifyingContract', type: 'address' },
        ],
        Mail: [
          { name: 'to', type: 'address' },
          { name: 'contents', type: 'string' },
          { name: 'amount', type: 'uint256' },
        ],
      },
      primaryType: 'Mail',
      message: { to: devnet.accounts[2]!.address, contents: 'Hello', amount: '1000' },
    } as const
    const signature = (await provider.request({
      method: 'eth_signTypedData_v4',
      params: [address, JSON.stringify(typedData)],
    })) as `0x${string}`
    const { EIP712Domain: _, ...types } = typedData.types
    expect(
      await verifyTypedData({
        address,
        domain: typedData.domain,
        types,
        primaryType: 'Mail',
        message: { ...typedData.message, amount: 1000n },
        signature,
      }),
    ).toBe(true)
    await expect(
      provider.request({
        method: 'eth_signTypedData_v4',
        params: [address, JSON.stringify({ ...typedData, domain: { ...typedData.domain, chainId: 1 } })],
      }),
    ).rejects.toMatchObject({ code: -32602 })
  })

  it('sends 0.01 ETH with eth_sendTransaction: nonce, gas and fees from the chain, signed locally', async () => {
    const { provider, address } = await connected()
    const client = clientOf(chainA().rpcUrl)
    const recipient = devnet.accounts[7]!.address
    const [before, senderBefore] = await Promise.all([
      client.getBalance({ address: recipient }),
      client.getBalance({ address }),
    ])
    const hash = (await provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: address, to: recipient, value: `0x${parseEther('0.01').toString(16)}` }],
    })) as `0x${string}`
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(address.toLowerCase())
    expect(await client.getBalance({ address: recipient })).toBe(before + parseEther('0.01'))
    const senderAfter = await client.getBalance({ address })
    expect(senderAfter).toBe(senderBefore - parseEther('0.01') - receipt.gasUsed * receipt.effectiveGasPrice)
    const transaction = await client.getTransaction({ hash })
    expect(transaction.type).toBe('eip1559')
    expect(transaction.chainId).toBe(31337)
  })

  it('transfers DevToken with eth_sendTransaction and encoded data', async () => {
    const { provider, address } = await connected()
    const client = clientOf(chainA().rpcUrl)
    const token = chainA().token.address
    const recipient = devnet.accounts[8]!.address
    const balanceOf = (holder: `0x${string}`) =>
      client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [holder] })
    const [recipientBefore, senderBefore] = await Promise.all([balanceOf(recipient), balanceOf(address)])
    const amount = parseUnits('12.5', 18)
    const hash = (await provider.request({
      method: 'eth_sendTransaction',
      params: [
        {
          from: address,
          to: token,
          data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, amount] }),
        },
      ],
    })) as `0x${string}`
    expect((await client.waitForTransactionReceipt({ hash, pollingInterval: 20 })).status).toBe('success')
    expect(await balanceOf(recipient)).toBe(recipientBefore + amount)
    expect(await balanceOf(address)).toBe(senderBefore - amount)
  })

  it('surfaces the node error of a transfer that would revert, before any prompt', async () => {
    const approve = vi.fn(() => true)
    const poor = wallet({ privateKeys: [devnet.accounts[9]!.privateKey], approve })
    const [from] = (await poor.request({ method: 'eth_requestAccounts' })) as `0x${string}`[]
    approve.mockClear()
    await expect(
      poor.request({
        method: 'eth_sendTransaction',
        params: [
          {
            from,
            to: chainA().token.address,
            data: encodeFunctionData({
              abi: erc20Abi,
              functionName: 'transfer',
              args: [devnet.accounts[0]!.address, 1n],
            }),
          },
        ],
      }),
    ).rejects.toMatchObject({ message: expect.stringContaining('transfer amount exceeds balance') })
    expect(approve).not.toHaveBeenCalled()
  })

  it('answers 4001 when the approval policy rejects, and sends nothing', async () => {
    const { provider, address } = await connected({
      approve: (request: DevWalletRequest) => request.method === 'eth_requestAccounts',
    })
    const client = clientOf(chainA().rpcUrl)
    const nonce = await client.getTransactionCount({ address })
    await expect(
      provider.request({ method: 'personal_sign', params: ['0x01', address] }),
    ).rejects.toMatchObject({
      code: 4001,
      message: 'User rejected the request.',
    })
    await expect(
      provider.request({
        method: 'eth_sendTransaction',
        params: [{ from: address, to: devnet.accounts[6]!.address, value: '0x1' }],
      }),
    ).rejects.toMatchObject({ code: 4001 })
    expect(await client.getTransactionCount({ address })).toBe(nonce)
    const stranger = wallet({ approve: () => false })
    await expect(stranger.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({ code: 4001 })
    expect(await stranger.request({ method: 'eth_accounts' })).toEqual([])
  })

  it('holds requests as pending when auto-approve is off, until resolved (or the switch is turned back on)', async () => {
    const provider = wallet({ autoApprove: false })
    const notified = vi.fn()
    provider.subscribe(notified)
    const connecting = provider.request({ method: 'eth_requestAccounts' })
    await vi.waitFor(() => expect(provider.pending()).toHaveLength(1))
    expect(notified).toHaveBeenCalled()
    await expect(provider.request({ method: 'eth_requestAccounts' })).rejects.toMatchObject({ code: -32002 })
    const [request] = provider.pending()
    expect(request).toMatchObject({ method: 'eth_requestAccounts', chainId: 31337 })
    expect(provider.resolve(request!.id, true)).toBe(true)
    const [address] = (await connecting) as `0x${string}`[]
    expect(provider.pending()).toEqual([])
    const signing = provider.request({ method: 'personal_sign', params: ['0x02', address] })
    await vi.waitFor(() => expect(provider.pending()).toHaveLength(1))
    provider.resolve(provider.pending()[0]!.id, false)
    await expect(signing).rejects.toMatchObject({ code: 4001 })
    const again = provider.request({ method: 'personal_sign', params: ['0x03', address] })
    await vi.waitFor(() => expect(provider.pending()).toHaveLength(1))
    provider.setAutoApprove(true)
    expect(
      await verifyMessage({
        address: address!,
        message: { raw: '0x03' },
        signature: (await again) as `0x${string}`,
      }),
    ).toBe(true)
    expect(provider.resolve('no-such-id', true)).toBe(false)
  })

  it('answers 4902 for a chain it does not know until wallet_addEthereumChain, which switches and emits chainChanged', async () => {
    const { provider, address } = await connected({ knownChainIds: [31337] })
    const chainChanged = vi.fn()
    provider.on('chainChanged', chainChanged)
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] }),
    ).rejects.toMatchObject({ code: 4902 })
    expect(chainChanged).not.toHaveBeenCalled()
    expect(
      await provider.request({ method: 'wallet_addEthereumChain', params: addChainBParams() }),
    ).toBeNull()
    expect(chainChanged).toHaveBeenCalledWith('0x7a6a')
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] })
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    expect(chainChanged.mock.calls).toEqual([['0x7a6a'], ['0x7a69'], ['0x7a6a']])
    const hash = (await provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: address, to: devnet.accounts[5]!.address, value: '0x64' }],
    })) as `0x${string}`
    const receipt = await clientOf(chainB().rpcUrl).waitForTransactionReceipt({ hash, pollingInterval: 20 })
    expect(receipt.status).toBe('success')
    await expect(clientOf(chainA().rpcUrl).getTransactionReceipt({ hash })).rejects.toThrow()
  })

  it('validates wallet_addEthereumChain params and checks the RPC reports that chain', async () => {
    const { provider } = await connected({ knownChainIds: [31337] })
    const [valid] = addChainBParams()
    const invalid = [
      { ...valid, chainId: '31338' },
      { ...valid, chainId: '0x07a6a' },
      { ...valid, rpcUrls: [] },
      { ...valid, rpcUrls: ['ftp://example'] },
      { ...valid, chainName: '' },
      { ...valid, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 8 } },
      { ...valid, nativeCurrency: undefined },
    ]
    for (const params of invalid)
      await expect(
        provider.request({ method: 'wallet_addEthereumChain', params: [params] }),
      ).rejects.toMatchObject({
        code: -32602,
      })
    await expect(
      provider.request({
        method: 'wallet_addEthereumChain',
        params: [{ ...valid, rpcUrls: [chainA().rpcUrl] }],
      }),
    ).rejects.toMatchObject({ code: -32602, message: expect.stringContaining('does not match') })
    await expect(
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] }),
    ).rejects.toMatchObject({ code: 4902 })
  })

  it('remembers authorisation, the current chain and added chains in its storage, like an extension across reloads', async () => {
    const storage = createMemoryStorage()
    const first = wallet({ storage, knownChainIds: [31337] })
    const accounts = await first.request({ method: 'eth_requestAccounts' })
    await first.request({ method: 'wallet_addEthereumChain', params: addChainBParams() })
    const approve = vi.fn(() => true)
    const reloaded = wallet({ storage, knownChainIds: [31337], approve })
    expect(await reloaded.request({ method: 'eth_accounts' })).toEqual(accounts)
    expect(await reloaded.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    expect(await reloaded.request({ method: 'eth_requestAccounts' })).toEqual(accounts)
    await reloaded.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] })
    await reloaded.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    expect(approve).not.toHaveBeenCalled()
    const accountsChanged = vi.fn()
    reloaded.on('accountsChanged', accountsChanged)
    expect(
      await reloaded.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }),
    ).toBeNull()
    expect(accountsChanged).toHaveBeenCalledWith([])
    const third = wallet({ storage, knownChainIds: [31337] })
    expect(await third.request({ method: 'eth_accounts' })).toEqual([])
    expect(wallet({ knownChainIds: [31337] }).chainId).toBe(31337)
  })

  it('answers wallet_getAssets (EIP-7811) from the chain: the native balance and those of its tokens', async () => {
    const chains = devnet.chains.map(({ chainId, name, rpcUrl, token }) => ({
      chainId,
      name,
      rpcUrl,
      tokens: [token],
    }))
    const { provider, address } = await connected({ chains })
    const client = clientOf(chainA().rpcUrl)
    const token = chainA().token.address
    const [eth, dgt] = await Promise.all([
      client.getBalance({ address }),
      client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [address] }),
    ])
    expect(dgt).toBeGreaterThan(0n)
    const answer = await provider.request({
      method: 'wallet_getAssets',
      params: [{ account: address, chainFilter: ['0x7a69'] }],
    })
    expect(answer).toEqual({
      '0x7a69': [
        { address: 'native', balance: `0x${eth.toString(16)}`, type: 'native' },
        {
          address: token,
          balance: `0x${dgt.toString(16)}`,
          type: 'erc20',
          metadata: { name: 'Gangway Dev Token', symbol: 'DGT', decimals: 18 },
        },
      ],
    })
  })

  it('sends wallet_sendCalls one transaction per call and reports them with wallet_getCallsStatus', async () => {
    const { provider, address } = await connected()
    const client = clientOf(chainA().rpcUrl)
    const token = chainA().token.address
    const recipient = devnet.accounts[4]!.address
    const [ethBefore, tokenBefore] = await Promise.all([
      client.getBalance({ address: recipient }),
      client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [recipient] }),
    ])
    expect(await provider.request({ method: 'wallet_getCapabilities', params: [address] })).toEqual({
      '0x7a69': { atomic: { status: 'unsupported' }, assetDiscovery: { supported: true } },
      '0x7a6a': { atomic: { status: 'unsupported' }, assetDiscovery: { supported: true } },
    })
    const result = (await provider.request({
      method: 'wallet_sendCalls',
      params: [
        {
          version: '2.0.0',
          chainId: '0x7a69',
          from: address,
          atomicRequired: false,
          calls: [
            { to: recipient, value: '0x2386f26fc10000' },
            {
              to: token,
              data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient, 7n] }),
            },
          ],
        },
      ],
    })) as { id: string }
    expect(result.id).toMatch(/^0x[0-9a-f]{64}$/)
    type CallsStatus = {
      status: number
      atomic: boolean
      chainId: string
      receipts: { status: string; transactionHash: string }[]
    }
    const callsStatus = async () =>
      (await provider.request({ method: 'wallet_getCallsStatus', params: [result.id] })) as CallsStatus
    // 100 (pending) until the node has a receipt for every call: poll as an app does.
    await expect.poll(async () => (await callsStatus()).status, { timeout: 10_000 }).toBe(200)
    const status = await callsStatus()
    expect(status).toMatchObject({ status: 200, atomic: false, chainId: '0x7a69' })
    expect(status.receipts.map((receipt) => receipt.status)).toEqual(['0x1', '0x1'])
    expect(await client.getBalance({ address: recipient })).toBe(ethBefore + parseEther('0.01'))
    expect(
      await client.readContract({
        address: token,
        abi: erc20Abi,
        functionName: 'balanceOf',
        args: [recipient],
      }),
    ).toBe(tokenBefore + 7n)
    await expect(
      provider.request({ method: 'wallet_getCallsStatus', params: ['0xdead'] }),
    ).rejects.toMatchObject({
      code: 5730,
    })
    const base = { version: '2.0.0', chainId: '0x7a69', from: address, calls: [{ to: recipient }] }
    await expect(
      provider.request({ method: 'wallet_sendCalls', params: [{ ...base, atomicRequired: true }] }),
    ).rejects.toMatchObject({ code: 5760 })
    await expect(
      provider.request({
        method: 'wallet_sendCalls',
        params: [{ ...base, calls: [{ to: recipient.slice(2) }] }],
      }),
    ).rejects.toMatchObject({ code: -32602 })
    await expect(
      provider.request({ method: 'wallet_sendCalls', params: [{ ...base, chainId: '0x1' }] }),
    ).rejects.toMatchObject({ code: 5710 })
    await expect(
      provider.request({ method: 'wallet_sendCalls', params: [{ ...base, id: result.id }] }),
    ).rejects.toMatchObject({ code: 5720 })
    await expect(
      provider.request({
        method: 'wallet_sendCalls',
        params: [{ ...base, capabilities: { paymasterService: {} } }],
      }),
    ).rejects.toMatchObject({ code: 5700 })
  })

  it('answers 4100 before authorisation, 4200 for unsupported methods, and proxies reads to the current chain', async () => {
    const provider = wallet()
    const address = devnet.accounts[0]!.address
    await expect(
      provider.request({ method: 'personal_sign', params: ['0x01', address] }),
    ).rejects.toMatchObject({
      code: 4100,
    })
    await expect(
      provider.request({ method: 'wallet_getCapabilities', params: [address] }),
    ).rejects.toMatchObject({
      code: 4100,
    })
    await provider.request({ method: 'eth_requestAccounts' })
    await expect(
      provider.request({ method: 'personal_sign', params: ['0x01', devnet.accounts[5]!.address] }),
    ).rejects.toMatchObject({ code: 4100 })
    for (const method of ['eth_sign', 'eth_signTransaction', 'anvil_setBalance', 'wallet_unknownThing'])
      await expect(provider.request({ method, params: [] })).rejects.toMatchObject({ code: 4200 })
    expect(
      BigInt((await provider.request({ method: 'eth_getBalance', params: [address, 'latest'] })) as string),
    ).toBe(await clientOf(chainA().rpcUrl).getBalance({ address }))
    expect(
      await provider.request({ method: 'eth_getCode', params: [chainA().token.address, 'latest'] }),
    ).toMatch(/^0x[0-9a-f]{100,}$/)
  })

  it('lets a test switch account, drop the connection and emit events', async () => {
    const { provider } = await connected()
    const accountsChanged = vi.fn()
    const disconnect = vi.fn()
    const connect = vi.fn()
    provider.on('accountsChanged', accountsChanged).on('disconnect', disconnect).on('connect', connect)
    provider.selectAccount(1)
    expect(accountsChanged).toHaveBeenLastCalledWith([
      devnet.accounts[1]!.address,
      devnet.accounts[0]!.address,
    ])
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([
      devnet.accounts[1]!.address,
      devnet.accounts[0]!.address,
    ])
    provider.setConnected(false)
    expect(disconnect).toHaveBeenCalledWith(expect.objectContaining({ code: 4900 }))
    await expect(provider.request({ method: 'eth_chainId' })).rejects.toMatchObject({ code: 4900 })
    provider.setConnected(true)
    expect(connect).toHaveBeenCalledWith({ chainId: '0x7a69' })
    provider.removeListener('accountsChanged', accountsChanged)
    provider.emitAccountsChanged([])
    expect(accountsChanged).toHaveBeenCalledTimes(1)
  })
})
