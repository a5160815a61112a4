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
  'smartAccounts.sessions.title': 'App sessions',
  'smartAccounts.sessions.loading': 'Reading the app sessions',
  'smartAccounts.sessions.none': 'No app holds a key for this account.',
  'smartAccounts.sessions.failed': 'Could not read the app sessions',
  'smartAccounts.sessions.retry': 'Try again',
  'smartAccounts.sessions.contract': 'Contract',
  'smartAccounts.sessions.until': 'Functions: {count} · until {date}',
  'smartAccounts.sessions.expired': 'Functions: {count} · expired {date}',
  'smartAccounts.sessions.key': 'Key',
  'smartAccounts.sessions.revoke': 'Revoke',
  'smartAccounts.sessions.revokeFailed': 'Could not revoke the session',
} as const

declare module '../../../entries/plugin.js' {
  interface MessageRegistry extends Record<keyof typeof en, string> {}
}
