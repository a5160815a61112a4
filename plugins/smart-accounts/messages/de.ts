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
}
