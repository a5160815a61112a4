/** The walletconnect plugin's English strings; their keys join MessageRegistry, so `t()` checks them. */
export const en = {
  'walletconnect.title': 'WalletConnect',
  'walletconnect.basic.title': 'Connect with WalletConnect',
  'walletconnect.scan': 'Scan this code with a WalletConnect wallet on your phone',
  'walletconnect.scanWith': 'Scan this code with {name} on your phone',
  'walletconnect.qr.label': 'WalletConnect QR code',
  'walletconnect.generating': 'Making a pairing link…',
  'walletconnect.refreshing': 'The link expired. Making a new one…',
  'walletconnect.expiresIn': 'This link expires in {time}',
  'walletconnect.copy': 'Copy link',
  'walletconnect.copied': 'Link copied',
  'walletconnect.copyFailed': 'Could not copy the link',
  'walletconnect.continueIn': 'Continue in {name}',
  'walletconnect.approveIn': 'Approve the connection in {name}, then come back here.',
  'walletconnect.open': 'Open {name}',
  'walletconnect.openDesktop': 'Open the {name} desktop app',
  'walletconnect.openWeb': 'Open {name} in the browser',
  'walletconnect.error.rejected': 'Connection rejected',
  'walletconnect.error.failed': 'Failed to connect',
  'walletconnect.error.rejectedHint': 'The wallet declined the connection.',
  'walletconnect.error.failedHint': 'Check your wallet and your connection, then try again.',
  'walletconnect.retry': 'Try again',
} as const

declare module '../../../entries/plugin.js' {
  interface MessageRegistry extends Record<keyof typeof en, string> {}
}
