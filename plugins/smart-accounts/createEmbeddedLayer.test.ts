import { describe, expect, it, vi } from 'vitest'
import type { CallsStatus } from './CallsStatus.js'
import { createEmbeddedLayer } from './createEmbeddedLayer.js'
import type { EmbeddedOwner } from './EmbeddedOwner.js'
import type { SmartAccountClient } from './SmartAccountClient.js'

const OWNER = '0x1111111111111111111111111111111111111111'
const SMART = '0x2222222222222222222222222222222222222222'
const TO = '0x3333333333333333333333333333333333333333'
const HASH = `0x${'ab'.repeat(32)}`

function setup(options: { type?: 'eoa' | 'smartAccount'; enabled?: boolean; status?: number } = {}) {
  let type = options.type
  let chainId = 31337
  const emitted: unknown[][] = []
  const calls: { method: string; params?: unknown }[] = []
  const owner: EmbeddedOwner = {
    connectorId: 'ID_AUTH',
    provider: {
      async request(args) {
        calls.push(args)
        if (args.method === 'eth_chainId') return `0x${chainId.toString(16)}`
        if (args.method === 'wallet_switchEthereumChain') {
          chainId = Number((args.params as [{ chainId: string }])[0].chainId)
          return null
        }
        if (args.method === 'eth_accounts' || args.method === 'eth_requestAccounts') return [OWNER]
        return `answered ${args.method}`
      },
      emit: (...args) => void emitted.push(args),
    },
    preferredAccountType: () => type,
    setPreferredAccountType: async (next) => {
      type = next
    },
  }
  const status: CallsStatus = {
    version: '2.0.0',
    id: HASH,
    chainId: '0x7a69',
    atomic: true,
    status: options.status ?? 200,
    receipts: [
      {
        logs: [],
        status: '0x1',
        blockHash: HASH,
        blockNumber: '0x1',
        gasUsed: '0x1',
        transactionHash: `0x${'cd'.repeat(32)}`,
      },
    ],
  }
  const client = {
    chainId: 31337,
    address: async () => SMART as `0x${string}`,
    deployed: async () => false,
    sendCalls: vi.fn(async () => HASH as `0x${string}`),
    callsStatus: vi.fn(async () => status),
    waitForCalls: vi.fn(async () => status),
    sign: vi.fn(async (method: string, payload: unknown) => {
      const params = method === 'personal_sign' ? [payload, OWNER] : [OWNER, payload]
      return (await owner.provider.request({ method, params })) as `0x${string}`
    }),
  } satisfies SmartAccountClient
  const changed = vi.fn()
  const layer = createEmbeddedLayer({
    owner,
    enabled: (chainId) => (options.enabled ?? true) && chainId === 31337,
    client: async (address) => (address === OWNER ? client : undefined),
    changed,
  })
  return {
    layer,
    owner,
    client,
    calls,
    emitted,
    changed,
    setType: (next: 'eoa' | 'smartAccount') => (type = next),
  }
}

describe('createEmbeddedLayer: the embedded wallet presented as its smart account', () => {
  it('answers the smart account as the account by default (no type chosen yet) where it is enabled', async () => {
    const { layer } = setup()
    expect(await layer.request({ method: 'eth_requestAccounts' })).toEqual([SMART])
    expect(await layer.request({ method: 'eth_accounts' })).toEqual([SMART])
  })

  it('answers the EOA where the visitor chose it, or where smart accounts are not enabled', async () => {
    expect(await setup({ type: 'eoa' }).layer.request({ method: 'eth_accounts' })).toEqual([OWNER])
    expect(await setup({ enabled: false }).layer.request({ method: 'eth_accounts' })).toEqual([OWNER])
  })

  it('announces the new account to the wallet listeners when the type changes', async () => {
    const { layer, emitted, setType } = setup()
    setType('eoa')
    expect(await layer.announce()).toEqual([OWNER])
    setType('smartAccount')
    await layer.announce()
    expect(emitted).toEqual([
      ['accountsChanged', [OWNER]],
      ['accountsChanged', [SMART]],
    ])
  })

  it('signs a message for the smart account with the owner key (through the frame)', async () => {
    const { layer, calls, client } = setup()
    expect(await layer.request({ method: 'personal_sign', params: ['0x68656c6c6f', SMART] })).toBe(
      'answered personal_sign',
    )
    expect(client.sign).toHaveBeenCalledWith('personal_sign', '0x68656c6c6f')
    expect(calls.at(-1)).toEqual({ method: 'personal_sign', params: ['0x68656c6c6f', OWNER] })
    await layer.request({ method: 'personal_sign', params: ['0x68656c6c6f', OWNER] })
    expect(client.sign).toHaveBeenCalledTimes(1)
  })

  it('sends a transaction as one user operation and answers its transaction hash once it landed', async () => {
    const { layer, client, changed } = setup()
    const hash = await layer.request({
      method: 'eth_sendTransaction',
      params: [{ from: SMART, to: TO, value: '0x10' }],
    })
    expect(hash).toBe(`0x${'cd'.repeat(32)}`)
    expect(client.sendCalls).toHaveBeenCalledWith([{ to: TO, value: 16n }])
    expect(changed).toHaveBeenCalled()
  })

  it('refuses a transaction whose user operation reverted', async () => {
    const { layer } = setup({ status: 500 })
    await expect(
      layer.request({ method: 'eth_sendTransaction', params: [{ to: TO, value: '0x10' }] }),
    ).rejects.toMatchObject({ shortMessage: 'Transaction reverted' })
  })

  it('answers EIP-5792 for the smart account: atomic capability, calls validated, status from the bundler', async () => {
    const { layer, client } = setup()
    expect(await layer.request({ method: 'wallet_getCapabilities', params: [SMART] })).toEqual({
      '0x7a69': { atomic: { status: 'supported' } },
    })
    expect(
      await layer.request({
        method: 'wallet_sendCalls',
        params: [{ calls: [{ to: TO }, { to: TO, data: '0x' }] }],
      }),
    ).toEqual({ id: HASH })
    expect(client.sendCalls).toHaveBeenCalledWith([{ to: TO }, { to: TO, data: '0x' }])
    await expect(
      layer.request({ method: 'wallet_sendCalls', params: [{ calls: [{ to: 'x' }] }] }),
    ).rejects.toMatchObject({ details: 'calls[0].to must start with 0x' })
    expect(await layer.request({ method: 'wallet_getCallsStatus', params: [HASH] })).toMatchObject({
      status: 200,
    })
  })

  it('switching to a network without smart accounts announces the EOA, and back the smart account', async () => {
    const { layer, emitted, changed } = setup()
    await layer.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })
    await layer.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] })
    expect(emitted).toEqual([
      ['accountsChanged', [OWNER]],
      ['accountsChanged', [SMART]],
    ])
    expect(changed).toHaveBeenCalledTimes(2)
  })

  it('passes everything for the EOA to the frame unchanged', async () => {
    const { layer, calls, client } = setup({ type: 'eoa' })
    await layer.request({ method: 'eth_sendTransaction', params: [{ to: TO }] })
    expect(calls.at(-1)).toEqual({ method: 'eth_sendTransaction', params: [{ to: TO }] })
    expect(client.sendCalls).not.toHaveBeenCalled()
  })
})
