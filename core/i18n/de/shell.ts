/** Strings of the modal shell. */
export const shell = {
  'shell.close': 'Schließen',
  'shell.back': 'Zurück',
  'shell.loading': 'Wird geladen …',
  'shell.dismiss': 'Ausblenden',
  'shell.retry': 'Erneut versuchen',
  'shell.notices': 'Wallet-Benachrichtigungen',
  'shell.unavailable.title': 'Nicht verfügbar',
  'shell.unavailable.message':
    'Diese Ansicht ist nicht verfügbar, weil die Funktion, die sie bereitstellt, nicht aktiviert ist.',
  'shell.unavailable.detail': 'Fehlende Ansicht: {view}',
  'shell.error.title': 'Etwas ist schiefgelaufen',
  'shell.error.message': 'Diese Ansicht konnte nicht angezeigt werden. Geh zurück und versuche es erneut.',
} as const
