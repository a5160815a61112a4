import { describe, expect, it } from 'vitest'
import { bitcoinRegtest } from '../../core/networks/index.js'
import { createWalletConnectClient } from './createWalletConnectClient.js'

const payment = 'bcrt1qquv9lg5g2r4jkr0ahun0ddfg5xntxjelwjpnuw'
const ordinals = 'bcrt1pfewlxm8meyyvgjydfu7v8j4ej64symj6ut8sf66h9germp94qgzs92e5zv'
const txid = 'ab'.repeat(32)

const fakeProvider = (answer: (method: string, params: unknown) => unknown) => {
  const calls: { method: string; params: unknown }[] = []
  const listeners = new Map<string, (...args: unknown[]) => void>()
  return {
    calls,
    emit: (event: string, ...args: unknown[]) => listeners.get(event)?.(...args),
    provider: {
      async request({ method, params }: { method: string; params?: unknown }) {
        calls.push({ method, params })
        return answer(method, params)
      },
      on: (event: string, listener: (...args: unknown[]) => void) => void listeners.set(event, listener),
      removeListener: (event: string) => void listeners.delete(event),
    },
  }
}
const options = { networks: () => [bitcoinRegtest], promptTimeoutMs: 1_000, silentTimeoutMs: 1_000 }

describe("the bip122 client over the walletconnect plugin's provider", () => {
  it('reads accounts from getAccountAddresses and sends signMessage / sendTransfer in the shared shapes', async () => {
    const fake = fakeProvider((method) => {
      if (method === 'getAccountAddresses')
        return [
          { address: ordinals, intention: 'ordinal' },
          { address: payment, intention: 'payment' },
        ]
      if (method === 'signMessage') return { address: payment, signature: 'c2ln' }
      if (method === 'sendTransfer') return { txid }
      throw new Error(method)
    })
    const client = createWalletConnectClient(fake.provider, options)
    expect(await client.connect({ network: bitcoinRegtest, silent: false })).toEqual({
      accounts: [
        { address: payment, type: 'payment' },
        { address: ordinals, type: 'ordinal' },
      ],
      caipNetworkId: bitcoinRegtest.caipNetworkId,
    })
    expect(await client.signMessage({ address: payment, message: 'hi', protocol: 'BIP322' })).toBe('c2ln')
    expect(await client.sendTransfer({ from: payment, recipient: ordinals, amount: 1234n })).toBe(txid)
    expect(fake.calls).toEqual([
      { method: 'getAccountAddresses', params: { intentions: ['payment', 'ordinal'] } },
      {
        method: 'signMessage',
        params: { account: payment, address: payment, message: 'hi', protocol: 'bip322' },
      },
      {
        method: 'sendTransfer',
        params: { account: payment, recipientAddress: ordinals, amount: '1234', changeAddress: payment },
      },
    ])
  })

  it("maps WalletConnect's rejection (5000) to the user-rejected RpcError and refuses malformed answers", async () => {
    const fake = fakeProvider((method) => {
      if (method === 'signMessage') throw Object.assign(new Error('User rejected.'), { code: 5000 })
      return { txid: 'not a txid' }
    })
    const client = createWalletConnectClient(fake.provider, options)
    await expect(
      client.signMessage({ address: payment, message: 'hi', protocol: 'ECDSA' }),
    ).rejects.toMatchObject({
      code: 4001,
    })
    await expect(
      client.sendTransfer({ from: payment, recipient: payment, amount: 1n }),
    ).rejects.toMatchObject({
      code: -32603,
    })
  })

  it('reports the session events: accounts and chain changes re-read the addresses, disconnect ends it', async () => {
    const fake = fakeProvider(() => [{ address: payment }])
    const client = createWalletConnectClient(fake.provider, options)
    const seen: unknown[] = []
    const off = client.listen({
      accounts: (accounts) => seen.push(['accounts', accounts.length]),
      network: (id, accounts) => seen.push(['network', id, accounts?.length]),
      disconnect: () => seen.push(['disconnect']),
    })
    fake.emit('accountsChanged', [payment])
    fake.emit('chainChanged', 'bip122:000000000933ea01ad0ee984209779ba')
    fake.emit('chainChanged', 'eip155:1')
    fake.emit('disconnect')
    await expect.poll(() => seen.length).toBe(3)
    expect(seen).toEqual(
      expect.arrayContaining([
        ['accounts', 1],
        ['disconnect'],
        ['network', 'bip122:000000000933ea01ad0ee984209779ba', 1],
      ]),
    )
    off()
  })
})
