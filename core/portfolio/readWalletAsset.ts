import { formatExactUnits } from '../format/formatExactUnits.js'
import type { TokenBalance } from '../types/Account.js'
import type { Network } from '../types/Network.js'
import { safeUrl } from '../url/safeUrl.js'
import { isRecord } from './isRecord.js'
import { readAmount } from './readAmount.js'
import { readText } from './readText.js'

const HEX = /^0x[0-9a-fA-F]{1,64}$/
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/

/**
 * One asset of an EIP-7811 wallet_getAssets answer on `network` as a token balance (without value: the
 * portfolio prices it), else undefined: native or ERC-20 only, a hex balance, decimals 1 to 255 (0 dropped).
 */
export function readWalletAsset(asset: unknown, network: Network): TokenBalance | undefined {
  if (!isRecord(asset) || typeof asset.type !== 'string' || typeof asset.balance !== 'string')
    return undefined
  if (!HEX.test(asset.balance)) return undefined
  const type = asset.type.toLowerCase()
  const metadata = isRecord(asset.metadata) ? asset.metadata : {}
  const native = type === 'native'
  if (!native && (type !== 'erc20' || typeof asset.address !== 'string' || !EVM_ADDRESS.test(asset.address)))
    return undefined
  const decimals = native ? network.nativeCurrency.decimals : metadata.decimals
  const name = native ? network.nativeCurrency.name : readText(metadata.name)
  const symbol = native ? network.nativeCurrency.symbol : readText(metadata.symbol, 16)
  if (typeof decimals !== 'number' || !Number.isInteger(decimals) || decimals < 1 || decimals > 255)
    return undefined
  if (!name || !symbol) return undefined
  const chainId = network.caipNetworkId
  return {
    name,
    symbol,
    chainId,
    ...(native ? {} : { address: `${chainId}:${(asset.address as string).toLowerCase()}` }),
    price: readAmount(metadata.price) ?? 0,
    quantity: { decimals: String(decimals), numeric: formatExactUnits(BigInt(asset.balance), decimals) },
    iconUrl: safeUrl(metadata.iconUrl, 'image') ?? '',
  }
}
