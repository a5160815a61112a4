import { isCaipAddress } from '../../core/caip/isCaipAddress.js'

const CURRENCY = /^[a-z]{3,5}$/
const MAX_ADDRESSES = 100

/** The body of POST /v1/fungible/price checked: { currency, addresses (1 to 100 CAIP-10), projectId? (this project's) }, or the reason it is refused. */
export function parsePriceRequest(
  text: string,
  projectId: string,
): { readonly reason: string } | { readonly currency: string; readonly addresses: readonly string[] } {
  let body: unknown
  try {
    body = JSON.parse(text)
  } catch {
    return { reason: 'Invalid JSON body' }
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return { reason: 'Invalid JSON body' }
  const { currency, addresses, projectId: bodyProject } = body as Record<string, unknown>
  if (bodyProject !== undefined && bodyProject !== projectId) return { reason: 'Invalid projectId' }
  if (typeof currency !== 'string' || !CURRENCY.test(currency.toLowerCase()))
    return { reason: 'Invalid currency' }
  if (!Array.isArray(addresses) || addresses.length === 0)
    return { reason: 'Invalid addresses: expected a list' }
  if (addresses.length > MAX_ADDRESSES) return { reason: `Too many addresses: at most ${MAX_ADDRESSES}` }
  if (!addresses.every((address) => typeof address === 'string' && isCaipAddress(address)))
    return { reason: 'Invalid addresses: expected CAIP-10 addresses' }
  return { currency: currency.toLowerCase(), addresses: [...new Set(addresses as string[])] }
}
