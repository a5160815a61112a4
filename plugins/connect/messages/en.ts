/** The connect plugin's English strings; their keys join MessageRegistry, so `t()` checks them. */
export const en = {
  'connect.title': 'Connect Wallet',
  'connect.or': 'or',
  'connect.continueWithWallet': 'Continue with a wallet',
  'connect.noWallets': 'No wallets available',
  'connect.noNamespaceWallet': 'No wallet for {network} is installed in this browser.',
  'connect.noNamespaceWallet.pair':
    'No wallet for {network} is installed in this browser: pair a phone wallet with WalletConnect.',
  'connect.tag.installed': 'Installed',
  'connect.tag.recent': 'Recent',
  'connect.tag.qr': 'QR',
  'connect.connecting': 'Connecting to {name}…',
  'connect.retry': 'Try again',
  'connect.error.rejected': 'Connection rejected',
  'connect.error.failed': 'Failed to connect',
  'connect.error.adapter': 'Adapter not found',
  'connect.error.hint': 'Check {name} and try again.',
  'connect.legal.agree': 'I agree to the terms of this app',
  'connect.legal.agreeBoth': 'I agree to the {terms} and {privacy}',
  'connect.legal.agreeTerms': 'I agree to the {terms}',
  'connect.legal.agreePrivacy': 'I agree to the {privacy}',
  'connect.legal.terms': 'Terms of Service',
  'connect.legal.privacy': 'Privacy Policy',
  'connect.legal.required': 'Accept the terms above to choose a wallet.',
  'connect.allWallets.title': 'All Wallets',
  'connect.allWallets.count': '{count}+',
  // The digit group separator of the count: Intl.NumberFormat would load ICU's number data (40-70 ms) on the first open.
  'connect.allWallets.countGroup': ',',
  'connect.allWallets.loading': 'Loading wallets',
  'connect.allWallets.loadingMore': 'Loading more wallets',
  'connect.allWallets.error': 'Could not load wallets',
  'connect.allWallets.errorHint': 'The wallet directory did not answer.',
  'connect.allWallets.empty': 'No wallets found',
  'connect.allWallets.emptySearch': 'No wallets match “{search}”',
  'connect.search': 'Search wallets',
  'connect.clearSearch': 'Clear search',
} as const

declare module '../../../entries/plugin.js' {
  interface MessageRegistry extends Record<keyof typeof en, string> {}
}
