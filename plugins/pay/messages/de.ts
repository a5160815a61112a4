import type { en } from './en.js'

/** The pay plugin's German strings. */
export const de: Record<keyof typeof en, string> = {
  'pay.title': 'Bezahlen',
  'pay.amount': 'Betrag',
  'pay.to': 'An',
  'pay.network': 'Netzwerk',
  'pay.balance': 'Ihr Guthaben',
  'pay.balance.loading': 'Wird gelesen…',
  'pay.balance.unavailable': 'Nicht verfügbar',
  'pay.asset.loading': 'Das Asset wird aus dem Netzwerk gelesen…',
  'pay.submit': '{amount} {symbol} bezahlen',
  'pay.connect.hint': 'Verbinden Sie ein Wallet, um zu bezahlen.',
  'pay.connect': 'Wallet verbinden',
  'pay.switch.hint': 'Diese Zahlung läuft auf {network}.',
  'pay.switch': 'Zu {network} wechseln',
  'pay.wallet': 'Bestätigen Sie die Zahlung in Ihrem Wallet…',
  'pay.confirming': '{amount} {symbol} werden bezahlt: warten auf die Bestätigung des Netzwerks…',
  'pay.success': '{amount} {symbol} bezahlt',
  'pay.hash': 'Transaktions-Hash',
  'pay.copyHash': 'Hash kopieren',
  'pay.copied': 'Hash kopiert',
  'pay.copyFailed': 'Der Hash konnte nicht kopiert werden',
  'pay.close': 'Fertig',
  'pay.none': 'Keine Zahlung angefordert.',
}
