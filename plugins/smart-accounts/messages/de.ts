import type { en } from './en.js'

/** The smart-accounts plugin's strings in German. */
export const de: Record<keyof typeof en, string> = {
  'smartAccounts.label': 'Kontotyp',
  'smartAccounts.smartAccount': 'Smart Account',
  'smartAccounts.eoa': 'EOA',
  'smartAccounts.deployed': 'bereitgestellt',
  'smartAccounts.notDeployed': 'noch nicht bereitgestellt',
  'smartAccounts.notDeployedHint': 'Ihre erste Transaktion stellt es bereit',
  'smartAccounts.toSmartAccount': 'Zu Ihrem Smart Account wechseln',
  'smartAccounts.toEoa': 'Zu Ihrem EOA wechseln',
  'smartAccounts.switchFailed': 'Der Kontotyp konnte nicht gewechselt werden',
  'smartAccounts.sessions.title': 'App-Sitzungen',
  'smartAccounts.sessions.loading': 'App-Sitzungen werden gelesen',
  'smartAccounts.sessions.none': 'Keine App hält einen Schlüssel für dieses Konto.',
  'smartAccounts.sessions.failed': 'Die App-Sitzungen konnten nicht gelesen werden',
  'smartAccounts.sessions.retry': 'Erneut versuchen',
  'smartAccounts.sessions.contract': 'Vertrag',
  'smartAccounts.sessions.until': 'Funktionen: {count} · bis {date}',
  'smartAccounts.sessions.expired': 'Funktionen: {count} · abgelaufen {date}',
  'smartAccounts.sessions.key': 'Schlüssel',
  'smartAccounts.sessions.revoke': 'Widerrufen',
  'smartAccounts.sessions.revokeFailed': 'Die Sitzung konnte nicht widerrufen werden',
}
