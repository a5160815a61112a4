import type { DevWalletChain } from './DevWalletChain.js'
import { ProviderRpcError } from './ProviderRpcError.js'

const invalid = (reason: string): ProviderRpcError =>
  new ProviderRpcError(-32602, `Invalid wallet_addEthereumChain params: ${reason}`)

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

function isHttpUrl(value: unknown): value is string {
  if (typeof value !== 'string') return false
  try {
    const url = new URL(value)
    return url.protocol === 'http:' || url.protocol === 'https:'
  } catch {
    return false
  }
}

/** Validates wallet_addEthereumChain params as MetaMask does (hex chainId, chainName, rpcUrls, nativeCurrency with 18 decimals). */
export function parseAddChainParams(params: unknown): DevWalletChain {
  const entry = Array.isArray(params) ? params[0] : undefined
  if (!isRecord(entry)) throw invalid('expected [{ chainId, chainName, rpcUrls, nativeCurrency }]')
  const { chainId, chainName, rpcUrls, nativeCurrency, blockExplorerUrls } = entry
  if (typeof chainId !== 'string' || !/^0x[1-9a-f][0-9a-f]*$/i.test(chainId))
    throw invalid(
      `chainId must be a 0x-prefixed hexadecimal string without leading zeros, received ${String(chainId)}`,
    )
  const id = Number.parseInt(chainId, 16)
  if (!Number.isSafeInteger(id)) throw invalid(`chainId ${chainId} is too large`)
  if (typeof chainName !== 'string' || chainName.trim() === '')
    throw invalid('chainName must be a non-empty string')
  if (!Array.isArray(rpcUrls) || rpcUrls.length === 0 || !rpcUrls.every(isHttpUrl))
    throw invalid('rpcUrls must be a non-empty array of http(s) URLs')
  if (!isRecord(nativeCurrency)) throw invalid('nativeCurrency must be { name, symbol, decimals }')
  const { name, symbol, decimals } = nativeCurrency
  if (typeof name !== 'string' || name === '') throw invalid('nativeCurrency.name must be a non-empty string')
  if (typeof symbol !== 'string' || symbol.length < 1 || symbol.length > 6)
    throw invalid('nativeCurrency.symbol must be 1 to 6 characters')
  if (decimals !== 18) throw invalid('nativeCurrency.decimals must be 18')
  if (blockExplorerUrls !== undefined && blockExplorerUrls !== null) {
    if (!Array.isArray(blockExplorerUrls) || !blockExplorerUrls.every(isHttpUrl))
      throw invalid('blockExplorerUrls must be an array of http(s) URLs')
  }
  const explorer = Array.isArray(blockExplorerUrls) ? (blockExplorerUrls[0] as string | undefined) : undefined
  return {
    chainId: id,
    name: chainName.trim(),
    rpcUrl: rpcUrls[0] as string,
    nativeCurrency: { name, symbol, decimals },
    ...(explorer ? { blockExplorerUrl: explorer } : {}),
  }
}
