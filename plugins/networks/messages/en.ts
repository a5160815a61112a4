/** The networks plugin's English strings; their keys join MessageRegistry, so `t()` checks them. */
export const en = {
  'networks.switchNetwork.title': 'Choose network',
  'networks.switchActiveChain.title': 'Switch chain',
  'networks.unsupported.title': 'Unsupported network',
  'networks.list': 'Networks',
  'networks.namespace.eip155': 'EVM',
  'networks.namespace.solana': 'Solana',
  'networks.namespace.polkadot': 'Polkadot',
  'networks.namespace.bip122': 'Bitcoin',
  'networks.namespace.cosmos': 'Cosmos',
  'networks.testnet': 'Testnet',
  'networks.active': 'Active',
  'networks.approveInWallet': 'Approve in your wallet',
  'networks.switchFailed': 'Network switch failed',
  'networks.switchActiveChain.connectMessage': 'Connect a {namespace} wallet to use {network}.',
  'networks.switchActiveChain.switchMessage':
    'Your {namespace} wallet is connected. Switch to use {network}.',
  'networks.switchActiveChain.connect': 'Connect wallet',
  'networks.switchActiveChain.switch': 'Switch to {network}',
  'networks.unsupported.message':
    "This app doesn't support your wallet's current network. Switch to a supported network to continue.",
  'networks.disconnect': 'Disconnect',
  'networks.disconnectFailed': 'Failed to disconnect',
} as const

declare module '../../../entries/plugin.js' {
  interface MessageRegistry extends Record<keyof typeof en, string> {}
}
