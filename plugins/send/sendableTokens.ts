import type { SendToken } from '../../entries/plugin.js'
import { isCaipAddress, type Network, type TokenBalance } from '../../entries/plugin.js'

const label = (value: unknown) => (typeof value === 'string' && value.length <= 64 ? value : undefined)

const wholeUnits = (value: unknown) =>
  typeof value === 'string' && /^\d{1,60}(\.\d{1,60})?$/.test(value) ? value : undefined

const toSendToken = (item: TokenBalance, network: Network): SendToken | undefined => {
  const name = label(item?.name)
  const symbol = label(item?.symbol)
  const balance = wholeUnits(item?.quantity?.numeric)
  const decimals = Number(item?.quantity?.decimals)
  if (!name || !symbol || !balance || !Number.isInteger(decimals) || decimals < 0 || decimals > 255) return
  if (item.chainId !== network.caipNetworkId) return
  const price =
    typeof item.price === 'number' && Number.isFinite(item.price) && item.price >= 0 ? item.price : undefined
  const base = { name, symbol, decimals, balance, ...(price === undefined ? {} : { price }) }
  if (item.address === undefined) {
    if (decimals !== network.nativeCurrency.decimals) return
    return { id: 'native', ...base }
  }
  if (!isCaipAddress(item.address) || !item.address.startsWith(`${network.caipNetworkId}:`)) return
  return { id: item.address, ...base, contract: item.address.slice(network.caipNetworkId.length + 1) }
}

/**
 * The tokens of the active network the visitor can send, from the account's token balances (invalid entries
 * dropped, each id once), and the native token from the native balance when the list has none.
 */
export function sendableTokens(
  tokenBalance: readonly TokenBalance[],
  network: Network,
  nativeBalance: string | undefined,
): readonly SendToken[] {
  const tokens: SendToken[] = []
  for (const item of tokenBalance) {
    const token = toSendToken(item, network)
    if (token && !tokens.some((known) => known.id === token.id)) tokens.push(token)
  }
  const balance = wholeUnits(nativeBalance)
  if (tokens.some((token) => token.id === 'native') || !balance) return tokens
  const { name, symbol, decimals } = network.nativeCurrency
  return [{ id: 'native', name, symbol, decimals, balance }, ...tokens]
}
