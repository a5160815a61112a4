/** The smart-accounts plugin's English strings; their keys join MessageRegistry, so `t()` checks them. */
export const en = {
  'smartAccounts.label': 'Account type',
  'smartAccounts.smartAccount': 'Smart account',
  'smartAccounts.eoa': 'EOA',
  'smartAccounts.deployed': 'deployed',
  'smartAccounts.notDeployed': 'not deployed yet',
  'smartAccounts.notDeployedHint': 'Your first transaction deploys it',
  'smartAccounts.toSmartAccount': 'Switch to your smart account',
  'smartAccounts.toEoa': 'Switch to your EOA',
  'smartAccounts.switchFailed': 'Could not switch the account type',
} as const

declare module '../../../entries/plugin.js' {
  interface MessageRegistry extends Record<keyof typeof en, string> {}
}
