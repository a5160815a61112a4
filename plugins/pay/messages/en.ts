/** The pay plugin's English strings; their keys join MessageRegistry, so `t()` checks them. */
export const en = {
  'pay.title': 'Pay',
  'pay.amount': 'Amount',
  'pay.to': 'To',
  'pay.network': 'Network',
  'pay.balance': 'Your balance',
  'pay.balance.loading': 'Reading…',
  'pay.balance.unavailable': 'Unavailable',
  'pay.asset.loading': 'Reading the asset from the network…',
  'pay.submit': 'Pay {amount} {symbol}',
  'pay.connect.hint': 'Connect a wallet to pay.',
  'pay.connect': 'Connect wallet',
  'pay.switch.hint': 'This payment is on {network}.',
  'pay.switch': 'Switch to {network}',
  'pay.wallet': 'Confirm the payment in your wallet…',
  'pay.confirming': 'Paying {amount} {symbol}: waiting for the network to confirm it…',
  'pay.success': 'Paid {amount} {symbol}',
  'pay.hash': 'Transaction hash',
  'pay.copyHash': 'Copy hash',
  'pay.copied': 'Hash copied',
  'pay.copyFailed': 'Could not copy the hash',
  'pay.close': 'Done',
  'pay.none': 'No payment requested.',
} as const

declare module '../../../entries/plugin.js' {
  interface MessageRegistry extends Record<keyof typeof en, string> {}
}
