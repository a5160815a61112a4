import { describe, expect, it, vi } from 'vitest'
import { RpcError } from '../../entries/plugin.js'
import { requestEip155 } from './requestEip155.js'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function provider(options: { session?: boolean; eip155?: boolean; methods?: string[]; chain?: string } = {}) {
  const request = vi.fn(async () => 'answer')
  const fake = {
    request,
    session:
      options.session === false
        ? undefined
        : {
            namespaces:
              options.eip155 === false
                ? {}
                : {
                    eip155: {
                      chains: ['eip155:1', 'eip155:10'],
                      accounts: [`eip155:1:${address}`, `eip155:10:${address}`],
                      methods: options.methods ?? ['personal_sign', 'wallet_switchEthereumChain'],
                      events: ['chainChanged'],
                    },
                  },
          },
    rpcProviders: options.eip155 === false ? {} : { eip155: { getDefaultChain: () => options.chain ?? '1' } },
  }
  return { up: fake as never, request }
}
const rpcMap = { 1: 'http://127.0.0.1:8545', 10: 'http://127.0.0.1:8546' }
const hex = (id: number) => `0x${id.toString(16)}`

describe('requestEip155 (spec sections 5 and 8)', () => {
  it("needs a session: 'Please call connect() before request()'", async () => {
    await expect(
      requestEip155(provider({ session: false }).up, { method: 'personal_sign' }, rpcMap),
    ).rejects.toThrow('Please call connect() before request()')
  })

  it("needs an eip155 namespace in it: 'JSON-RPC provider not found'", async () => {
    await expect(
      requestEip155(provider({ eip155: false }).up, { method: 'personal_sign' }, rpcMap),
    ).rejects.toThrow('JSON-RPC provider not found')
  })

  it('answers accounts and chain id from the session, and sends wallet methods on the current chain', async () => {
    const { up, request } = provider({ chain: '10' })
    expect(await requestEip155(up, { method: 'eth_accounts' }, rpcMap)).toEqual([address])
    expect(await requestEip155(up, { method: 'eth_chainId' }, rpcMap)).toBe('0xa')
    expect(request).not.toHaveBeenCalled()
    await requestEip155(up, { method: 'personal_sign', params: ['0x68', address] }, rpcMap)
    expect(request).toHaveBeenCalledWith({ method: 'personal_sign', params: ['0x68', address] }, 'eip155:10')
  })

  it("reads only through a configured RPC: 'No RPC url provided for chainId', never a vendor RPC", async () => {
    const { up, request } = provider({ chain: '10' })
    await expect(requestEip155(up, { method: 'eth_blockNumber' }, { 1: rpcMap[1] })).rejects.toThrow(
      'No RPC url provided for chainId',
    )
    expect(request).not.toHaveBeenCalled()
    await requestEip155(up, { method: 'eth_blockNumber' }, rpcMap)
    expect(request).toHaveBeenCalledWith({ method: 'eth_blockNumber', params: undefined }, 'eip155:10')
  })

  it('switches to an approved chain, or to another one only when the wallet supports wallet_switchEthereumChain', async () => {
    const flexible = provider()
    await requestEip155(
      flexible.up,
      { method: 'wallet_switchEthereumChain', params: [{ chainId: hex(10) }] },
      rpcMap,
    )
    await requestEip155(
      flexible.up,
      { method: 'wallet_switchEthereumChain', params: [{ chainId: hex(137) }] },
      {
        ...rpcMap,
        137: 'http://127.0.0.1:8547',
      },
    )
    expect(flexible.request).toHaveBeenCalledTimes(2)

    const strict = provider({ methods: ['personal_sign'] })
    await requestEip155(
      strict.up,
      { method: 'wallet_switchEthereumChain', params: [{ chainId: hex(10) }] },
      rpcMap,
    )
    const refused = requestEip155(
      strict.up,
      { method: 'wallet_switchEthereumChain', params: [{ chainId: hex(137) }] },
      { ...rpcMap, 137: 'http://127.0.0.1:8547' },
    )
    await expect(refused).rejects.toBeInstanceOf(RpcError)
    await expect(refused).rejects.toMatchObject({ code: 4100 })
    await expect(
      requestEip155(
        flexible.up,
        { method: 'wallet_switchEthereumChain', params: [{ chainId: hex(137) }] },
        rpcMap,
      ),
    ).rejects.toThrow('No RPC url provided for chainId')
    expect(strict.request).toHaveBeenCalledTimes(1)
  })

  it("maps WalletConnect's 5000 'User rejected.' on a request the visitor approves to 4001, and nothing else", async () => {
    const rejected = { code: 5000, message: 'User rejected.' }
    const { up, request } = provider()
    request.mockRejectedValue(rejected)
    for (const method of ['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4', 'wallet_sendCalls'])
      await expect(requestEip155(up, { method }, rpcMap)).rejects.toMatchObject({
        code: 4001,
        name: 'UserRejectedRequestError',
        details: 'User rejected.',
      })
    await expect(
      requestEip155(up, { method: 'wallet_switchEthereumChain', params: [{ chainId: hex(10) }] }, rpcMap),
    ).rejects.toBe(rejected)
    await expect(requestEip155(up, { method: 'eth_call' }, rpcMap)).rejects.toBe(rejected)
  })
})
