import { isCaipNetworkId } from '../../core/caip/isCaipNetworkId.js'
import { isEvmAddress } from '../../plugins/eip155/isEvmAddress.js'
import { isSolanaAddress } from '../../plugins/solana/isSolanaAddress.js'
import type { ChainBalance } from './ChainBalance.js'
import type { ChainDataProvider } from './ChainDataProvider.js'
import { callJsonRpc } from './callJsonRpc.js'
import { formatUnits } from './formatUnits.js'
import type { RpcChain } from './RpcChain.js'
import type { RpcProviderOptions } from './RpcProviderOptions.js'

const BALANCE_OF = '0x70a08231'
const QUANTITY = /^0x[0-9a-fA-F]{1,64}$/
const WORD = /^0x[0-9a-fA-F]{64}$/
const SYMBOL = /^[A-Za-z0-9.$_-]{1,16}$/
const AMOUNT = /^\d{1,40}$/
const defaults = {
  eip155: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  solana: { name: 'Solana', symbol: 'SOL', decimals: 9 },
} as const

function checkChain(chain: RpcChain): void {
  const where = `chain ${String(chain.caipNetworkId)}`
  if (!isCaipNetworkId(chain.caipNetworkId) || !/^(eip155|solana):/.test(chain.caipNetworkId))
    throw new Error(`${where}: caipNetworkId must be an eip155 or solana CAIP-2 id`)
  let url: URL
  try {
    url = new URL(chain.rpcUrl)
  } catch {
    throw new Error(`${where}: rpcUrl is not a URL`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`${where}: rpcUrl must be http(s)`)
  const currencies = [chain.nativeCurrency, ...(chain.tokens ?? [])].filter((item) => item !== undefined)
  for (const currency of currencies) {
    if (!SYMBOL.test(currency.symbol) || typeof currency.name !== 'string' || currency.name.length > 64)
      throw new Error(`${where}: a currency needs a name and a symbol of 1 to 16 letters or digits`)
    if (!Number.isInteger(currency.decimals) || currency.decimals < 0 || currency.decimals > 36)
      throw new Error(`${where}: decimals must be an integer from 0 to 36`)
  }
  const evm = chain.caipNetworkId.startsWith('eip155:')
  for (const token of chain.tokens ?? [])
    if (
      evm ? !isEvmAddress(token.address) || !token.address.startsWith('0x') : !isSolanaAddress(token.address)
    )
      throw new Error(
        `${where}: token ${token.symbol} needs ${evm ? 'a 0x address' : 'a base58 mint address'}`,
      )
}

function toAmount(value: unknown, pattern: RegExp, what: string): bigint {
  if (typeof value !== 'string' || !pattern.test(value)) throw new Error(`${what}: invalid answer`)
  return BigInt(value)
}

/**
 * A chain data provider over the host's own RPC URLs: eip155 native balances (eth_getBalance) and ERC-20
 * balances of the configured tokens (balanceOf), Solana native balances (getBalance) and SPL balances of the
 * configured mints (getTokenAccountsByOwner). Every call has a
 * deadline; every answer is size-capped and checked. Prices come from `prices` (USD) and `currencyRates`.
 */
export function createRpcProvider(options: RpcProviderOptions): ChainDataProvider {
  for (const chain of options.chains) checkChain(chain)
  const chains = [...options.chains]
  const rates: Readonly<Record<string, number>> = options.currencyRates ?? { usd: 1 }
  const call = (chain: RpcChain, method: string, params: readonly unknown[], signal: AbortSignal) =>
    callJsonRpc(chain.rpcUrl, method, params, {
      signal,
      timeoutMs: options.timeoutMs ?? 10_000,
      maxBytes: options.maxResponseBytes ?? 64 * 1024,
      fetch: options.fetch,
    })
  const priced = (
    entry: { name: string; symbol: string; chainId: string; address?: string },
    amount: bigint,
    decimals: number,
    currency: string,
  ): ChainBalance => {
    const numeric = formatUnits(amount, decimals)
    const usd = options.prices?.[entry.symbol]
    const rate = rates[currency]
    const price = usd !== undefined && rate !== undefined && Number.isFinite(usd * rate) ? usd * rate : 0
    return {
      ...entry,
      value: Number(numeric) * price,
      price,
      quantity: { decimals: String(decimals), numeric },
    }
  }

  const listed = (
    chain: RpcChain,
    native: { name: string; symbol: string; decimals: number },
    nativeAmount: bigint,
    amounts: readonly bigint[],
    currency: string,
  ): ChainBalance[] => {
    const chainId = chain.caipNetworkId
    const list = [
      priced({ name: native.name, symbol: native.symbol, chainId }, nativeAmount, native.decimals, currency),
    ]
    for (const [index, token] of (chain.tokens ?? []).entries()) {
      const amount = amounts[index] ?? 0n
      if (amount > 0n)
        list.push(
          priced(
            { name: token.name, symbol: token.symbol, chainId, address: `${chainId}:${token.address}` },
            amount,
            token.decimals,
            currency,
          ),
        )
    }
    return list
  }

  const evmBalances = async (chain: RpcChain, address: string, currency: string, signal: AbortSignal) => {
    const native = chain.nativeCurrency ?? defaults.eip155
    const [balance, ...tokens] = await Promise.all([
      call(chain, 'eth_getBalance', [address, 'latest'], signal),
      ...(chain.tokens ?? []).map((token) =>
        call(
          chain,
          'eth_call',
          [{ to: token.address, data: `${BALANCE_OF}${address.slice(2).padStart(64, '0')}` }, 'latest'],
          signal,
        ),
      ),
    ])
    return listed(
      chain,
      native,
      toAmount(balance, QUANTITY, 'eth_getBalance'),
      tokens.map((answer) => (answer === '0x' ? 0n : toAmount(answer, WORD, 'balanceOf'))),
      currency,
    )
  }

  const splAmount = async (chain: RpcChain, owner: string, mint: string, signal: AbortSignal) => {
    const answer = await call(
      chain,
      'getTokenAccountsByOwner',
      [owner, { mint }, { encoding: 'jsonParsed', commitment: 'confirmed' }],
      signal,
    )
    const accounts = (answer as { value?: unknown } | null)?.value
    if (!Array.isArray(accounts)) throw new Error('getTokenAccountsByOwner: invalid answer')
    let total = 0n
    for (const account of accounts) {
      const info = (account as { account?: { data?: { parsed?: { info?: Record<string, unknown> } } } })
        ?.account?.data?.parsed?.info
      const amount = (info?.tokenAmount as { amount?: unknown } | undefined)?.amount
      if (info?.mint !== mint || typeof amount !== 'string' || !AMOUNT.test(amount))
        throw new Error('getTokenAccountsByOwner: invalid answer')
      total += BigInt(amount)
    }
    return total
  }

  const solanaBalances = async (chain: RpcChain, address: string, currency: string, signal: AbortSignal) => {
    const native = chain.nativeCurrency ?? defaults.solana
    const [answer, ...tokens] = await Promise.all([
      call(chain, 'getBalance', [address, { commitment: 'confirmed' }], signal),
      ...(chain.tokens ?? []).map((token) => splAmount(chain, address, token.address, signal)),
    ])
    const value =
      typeof answer === 'object' && answer !== null ? (answer as { value?: unknown }).value : undefined
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0)
      throw new Error('getBalance: invalid answer')
    return listed(chain, native, BigInt(value), tokens, currency)
  }

  return {
    supportedChains: () => chains.map((chain) => chain.caipNetworkId),
    async balances(address, { chainId, currency, signal }) {
      const evm = isEvmAddress(address)
      if (!evm && !isSolanaAddress(address)) return []
      const namespace = evm ? 'eip155:' : 'solana:'
      const wanted = chains.filter(
        (chain) =>
          chain.caipNetworkId.startsWith(namespace) &&
          (chainId === undefined || chain.caipNetworkId === chainId),
      )
      const normalized = evm ? `0x${address.replace(/^0x/, '').toLowerCase()}` : address
      const settled = await Promise.allSettled(
        wanted.map((chain) =>
          evm
            ? evmBalances(chain, normalized, currency, signal)
            : solanaBalances(chain, normalized, currency, signal),
        ),
      )
      // One chain down leaves its balances out; the answer fails (502) only when no chain answered.
      const answered = settled.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []))
      const failed = settled.flatMap((result, index) =>
        result.status === 'rejected' ? [{ chain: wanted[index]!, reason: result.reason as unknown }] : [],
      )
      if (failed.length > 0 && answered.length === 0) throw failed[0]!.reason
      for (const { chain, reason } of failed) options.onChainError?.(chain.caipNetworkId, reason)
      return answered.flat()
    },
  }
}
