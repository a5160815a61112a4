/** The account plugin's English strings; their keys join MessageRegistry, so `t()` checks them. */
export const en = {
  'account.title': 'Account',
  'account.copyAddress': 'Copy address',
  'account.copied': 'Address copied',
  'account.copyFailed': 'Could not copy the address',
  'account.balanceLoading': 'Loading balance',
  'account.balanceUnavailable': 'Balance unavailable',
  'account.switchNetwork': 'Switch network',
  'account.unknownNetwork': 'Unknown network',
  'account.explorer': 'Block explorer',
  'account.newTab': '(opens in a new tab)',
  'account.features': 'Wallet features',
  'account.tabs': 'Assets',
  'account.tabLoading': 'Loading',
  'account.namespace.eip155': 'EVM',
  'account.namespace.solana': 'Solana',
  'account.namespace.polkadot': 'Polkadot',
  'account.namespace.bip122': 'Bitcoin',
  'account.namespace.cosmos': 'Cosmos',
  'account.namespaces': 'Active chain',
  'account.disconnect': 'Disconnect',
  'account.disconnectFailed': 'Failed to disconnect',
} as const

declare module '../../../entries/plugin.js' {
  interface MessageRegistry extends Record<keyof typeof en, string> {}
}
