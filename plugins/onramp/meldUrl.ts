/**
 * The meld link (spec section 7): publicKey, destinationCurrencyCode (SOL on Solana else USDC), walletAddress,
 * externalCustomerId; then the amount, its currency, the payment method and the CAIP-2 network the wallet is on.
 */
export function meldUrl(
  base: string,
  order: {
    readonly publicKey: string
    readonly namespace: string
    readonly address: string
    readonly customerId: string
    readonly amount: string
    readonly paymentCurrency: string
    readonly method: string
    readonly network: string
  },
): string {
  const url = new URL(base)
  url.search = new URLSearchParams({
    publicKey: order.publicKey,
    destinationCurrencyCode: order.namespace === 'solana' ? 'SOL' : 'USDC',
    walletAddress: order.address,
    externalCustomerId: order.customerId,
    sourceAmount: order.amount,
    sourceCurrencyCode: order.paymentCurrency,
    paymentMethodType: order.method,
    network: order.network,
  }).toString()
  return url.href
}
