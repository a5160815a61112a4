import type { en } from './en.js'

/** The walletconnect plugin's strings in German. */
export const de: Record<keyof typeof en, string> = {
  'walletconnect.title': 'WalletConnect',
  'walletconnect.basic.title': 'Mit WalletConnect verbinden',
  'walletconnect.scan': 'Scanne diesen Code mit einer WalletConnect-Wallet auf deinem Telefon',
  'walletconnect.scanWith': 'Scanne diesen Code mit {name} auf deinem Telefon',
  'walletconnect.qr.label': 'WalletConnect-QR-Code',
  'walletconnect.generating': 'Kopplungslink wird erstellt…',
  'walletconnect.refreshing': 'Der Link ist abgelaufen. Ein neuer wird erstellt…',
  'walletconnect.expiresIn': 'Dieser Link läuft in {time} ab',
  'walletconnect.copy': 'Link kopieren',
  'walletconnect.copied': 'Link kopiert',
  'walletconnect.copyFailed': 'Link konnte nicht kopiert werden',
  'walletconnect.continueIn': 'Weiter in {name}',
  'walletconnect.approveIn': 'Bestätige die Verbindung in {name} und kehre dann hierher zurück.',
  'walletconnect.open': '{name} öffnen',
  'walletconnect.openDesktop': 'Desktop-App von {name} öffnen',
  'walletconnect.openWeb': '{name} im Browser öffnen',
  'walletconnect.error.rejected': 'Verbindung abgelehnt',
  'walletconnect.error.failed': 'Verbindung fehlgeschlagen',
  'walletconnect.error.rejectedHint': 'Die Wallet hat die Verbindung abgelehnt.',
  'walletconnect.error.failedHint': 'Prüfe deine Wallet und deine Verbindung und versuche es erneut.',
  'walletconnect.retry': 'Erneut versuchen',
}
