import { type Network, type RpcClient, readRpcQuantity } from '../../entries/plugin.js'
import type { PayAsset } from './PayAsset.js'

const SYMBOL_CALL = '0x95d89b41'
const DECIMALS_CALL = '0x313ce567'

const printable = (text: string) => /^[\x20-\x7e]{1,32}$/.test(text)

/** An ABI-encoded `string` (or a `bytes32`) answer of symbol(), as text; undefined when it is neither. */
const decodeSymbol = (answer: unknown): string | undefined => {
  if (typeof answer !== 'string' || !/^0x([0-9a-fA-F]{2})*$/.test(answer) || answer.length > 2 + 64 * 4)
    return
  const bytes = answer.slice(2)
  const text = (hex: string) =>
    new TextDecoder().decode(Uint8Array.from(hex.match(/../g) ?? [], (pair) => Number.parseInt(pair, 16)))
  if (bytes.length === 64) {
    const trimmed = text(bytes).replace(/\0+$/, '')
    return printable(trimmed) ? trimmed : undefined
  }
  const length = Number.parseInt(bytes.slice(64, 128), 16)
  if (!Number.isSafeInteger(length) || length > 32) return
  const decoded = text(bytes.slice(128, 128 + length * 2))
  return printable(decoded) ? decoded : undefined
}

/** The payment's asset read from the chain: the native coin from the network; an ERC-20's symbol() and decimals(); an SPL mint's decimals. */
export async function readPayAsset(
  rpc: RpcClient,
  urls: readonly string[],
  network: Network,
  asset: string,
  signal?: AbortSignal,
): Promise<PayAsset> {
  const ask = (method: string, params: unknown) => rpc.request(urls, method, params, signal)
  if (asset === 'native')
    return { symbol: network.nativeCurrency.symbol, decimals: network.nativeCurrency.decimals }
  if (network.chainNamespace === 'eip155') {
    const call = (data: string) => ask('eth_call', [{ to: asset, data }, 'latest'])
    const [symbol, decimals] = await Promise.all([call(SYMBOL_CALL), call(DECIMALS_CALL)])
    const places = Number(readRpcQuantity(decimals))
    if (places > 255) throw new RangeError('decimals above 255')
    return { symbol: decodeSymbol(symbol) ?? `${asset.slice(0, 6)}…`, decimals: places, contract: asset }
  }
  const supply = (await ask('getTokenSupply', [asset, { commitment: 'confirmed' }])) as {
    value?: { decimals?: unknown }
  } | null
  const places = supply?.value?.decimals
  if (typeof places !== 'number' || !Number.isInteger(places) || places < 0 || places > 255)
    throw new RangeError('not a mint')
  return { symbol: `${asset.slice(0, 4)}…${asset.slice(-4)}`, decimals: places, contract: asset }
}
