import { vi } from 'vitest'
import { type ChainAdapter, definePlugin, type Network, type TokenBalance } from '../../../entries/plugin.js'

const gwei = 1_000_000_000n

/** A JSON-RPC node and the balance endpoint in memory (what Send asks) and an eip155 chain plugin with 'send' whose wallet is a mock. */
export function createSendTestChain() {
  const node = {
    balance: 1_500_000_000_000_000_000n,
    gas: 21_000n,
    baseFee: gwei,
    tip: gwei,
    receipt: { status: '0x1' } as unknown,
    estimateError: undefined as { code: number; message: string } | undefined,
    calls: [] as { method: string; params: unknown }[],
    /** What the blockchain API's balance endpoint answers (the portfolio Send lists). */
    tokens: [] as readonly TokenBalance[],
  }
  const hex = (value: bigint) => `0x${value.toString(16)}`
  const answer = (method: string, params: unknown) => {
    node.calls.push({ method, params })
    if (method === 'eth_getBalance') return hex(node.balance)
    if (method === 'eth_estimateGas')
      return node.estimateError ? { error: node.estimateError } : hex(node.gas)
    if (method === 'eth_getBlockByNumber') return { number: '0x1', baseFeePerGas: hex(node.baseFee) }
    if (method === 'eth_maxPriorityFeePerGas') return hex(node.tip)
    if (method === 'eth_getTransactionReceipt') return node.receipt
    return { error: { code: -32601, message: 'method not found' } }
  }
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    if (/\/v1\/account\/[^/]+\/balance/.test(String(url)))
      return new Response(JSON.stringify({ balances: node.tokens }), {
        headers: { 'content-type': 'application/json' },
      })
    const { id, method, params } = JSON.parse(String(init?.body))
    const result = answer(method, params)
    const body =
      typeof result === 'object' && result !== null && 'error' in result
        ? { jsonrpc: '2.0', id, error: result.error }
        : { jsonrpc: '2.0', id, result }
    return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } })
  }) as unknown as typeof globalThis.fetch

  const sender = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
  const send = vi.fn(
    async (_request: Readonly<Record<string, unknown>>): Promise<string> => `0x${'ab'.repeat(32)}`,
  )
  const adapter: ChainAdapter = {
    namespace: 'eip155',
    defaultAccountType: 'eoa',
    nativeDecimals: 18,
    capabilities: ['send'],
    normalizeAddress: (address) => (/^0x[0-9a-fA-F]{40}$/.test(address) ? address : undefined),
    explorerUrl: (_network: Network, target) =>
      'transaction' in target ? `https://explorer.test/tx/${target.transaction}` : undefined,
    connect: async () => ({
      accounts: [{ namespace: 'eip155', address: sender, type: 'eoa' }],
      caipNetworkId: 'eip155:31337',
    }),
    disconnect: async () => {},
    getBalance: async (_address, network) => ({ value: '1.5', symbol: network.nativeCurrency.symbol }),
    sendTransaction: (request) => send(request),
  }
  const plugin = definePlugin({
    name: 'test-send-eip155',
    kind: 'chain',
    setup(ctx) {
      ctx.registerChain(adapter)
      ctx.registerConnectors([{ id: 'test-wallet', name: 'Test Wallet', type: 'announced', chain: 'eip155' }])
    },
  })
  return { node, fetch, send, sender, plugin }
}
