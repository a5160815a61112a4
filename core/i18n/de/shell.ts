/** Strings of the modal shell. */
export const shell = {
  'shell.close': 'Schließen',
  'shell.back': 'Zurück',
} as const
