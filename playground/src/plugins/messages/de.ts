import type { en } from './en.js'

/** The guestbook's German strings. */
export const de: Record<keyof typeof en, string> = {
  'guestbook.title': 'Gästebuch',
  'guestbook.intro':
    'Unterschreibe eine Zeile mit deiner Wallet. Das kostet nichts: Es wird nichts on-chain gesendet.',
  'guestbook.label': 'Deine Zeile',
  'guestbook.placeholder': 'gm aus dem Playground',
  'guestbook.sign': 'Signieren',
  'guestbook.signed': 'Signiert',
  'guestbook.empty': 'Noch keine Einträge. Sei die oder der Erste.',
  'guestbook.connect': 'Verbinde eine Wallet, um zu unterschreiben.',
  'guestbook.failed': 'Signieren fehlgeschlagen',
}
