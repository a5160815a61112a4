/** The receive plugin's English strings; their keys join MessageRegistry, so `t()` checks them. */
export const en = {
  'receive.title': 'Receive',
  'receive.label': 'Receive',
  'receive.address': 'Your address',
  'receive.qrLabel': 'QR code of your address on {network}',
  'receive.copy': 'Copy address',
  'receive.copied': 'Address copied',
  'receive.copyFailed': 'Could not copy the address',
  'receive.warning':
    'Only send assets on {network} to this address. Assets sent on another network may be lost.',
  'receive.unknownNetwork': 'Unknown network',
  'receive.notConnected': 'Connect a wallet to see your address.',
} as const

declare module '../../../entries/plugin.js' {
  interface MessageRegistry extends Record<keyof typeof en, string> {}
}
