import type { OnrampPurchase } from './OnrampPurchase.js'

const DECIMAL = /^\d{1,30}(\.\d{1,18})?$/
const SYMBOL = /^[A-Za-z0-9.-]{1,16}$/
const HASH = /^(0x[0-9a-fA-F]{64}|[1-9A-HJ-NP-Za-km-z]{64,88})$/
const REASON = /^[\p{L}\p{N}\p{P}\p{Zs}$+=]{1,200}$/u

/** A message from the checkout window, checked against the order: the purchase, 'closed' (cancelled there), a failure reason, or undefined (not ours). */
export function readCheckoutMessage(
  data: unknown,
  order: { readonly network: string; readonly address: string },
): OnrampPurchase | { readonly failed: string } | 'closed' | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const message = data as Record<string, unknown>
  if (message.type !== 'gangway:onramp') return undefined
  if (message.status === 'cancelled') return 'closed'
  if (message.status === 'failed')
    return { failed: typeof message.reason === 'string' && REASON.test(message.reason) ? message.reason : '' }
  if (message.status !== 'success') return undefined
  const { amount, symbol, hash, network, address } = message
  const sameAddress =
    typeof address === 'string' &&
    (order.network.startsWith('eip155:')
      ? address.toLowerCase() === order.address.toLowerCase()
      : address === order.address)
  if (
    typeof amount !== 'string' ||
    !DECIMAL.test(amount) ||
    typeof symbol !== 'string' ||
    !SYMBOL.test(symbol) ||
    typeof hash !== 'string' ||
    !HASH.test(hash) ||
    network !== order.network ||
    !sameAddress
  )
    return undefined
  return { amount, symbol, hash, network }
}
