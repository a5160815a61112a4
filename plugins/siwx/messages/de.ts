import type { en } from './en.js'

/** The siwx plugin's German strings. */
export const de: Record<keyof typeof en, string> = {
  'siwx.title': 'Anmelden',
  'siwx.heading': '{app} möchte sich mit deiner Wallet verbinden',
  'siwx.statement':
    'Signiere diese Nachricht, um zu beweisen, dass dir diese Wallet gehört. Abbrechen trennt die Verbindung.',
  'siwx.statementOptional': 'Signiere diese Nachricht, um zu beweisen, dass dir diese Wallet gehört.',
  'siwx.sign': 'Signieren',
  'siwx.signing': 'Bestätige in deiner Wallet',
  'siwx.cancel': 'Abbrechen',
  'siwx.declined': 'Signatur abgelehnt',
  'siwx.appIcon': 'Symbol von {app}',
}
