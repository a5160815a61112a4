import type { en } from './en.js'

/** The names plugin's German strings. */
export const de: Record<keyof typeof en, string> = {
  'names.register.title': 'Wähle deinen Namen',
  'names.register.entry': 'Wähle deinen Namen',
  'names.register.field': 'Name',
  'names.register.rules': 'Mindestens 4 Zeichen, nur Buchstaben, Ziffern und Bindestrich.',
  'names.register.short': 'Mindestens 4 Zeichen.',
  'names.register.characters': 'Nur Buchstaben, Ziffern und Bindestrich.',
  'names.register.long': 'Höchstens 63 Zeichen.',
  'names.register.checking': '{name} wird geprüft…',
  'names.register.available': '{name} ist frei',
  'names.register.taken': '{name} ist vergeben',
  'names.register.suggestions': 'Freie Namen',
  'names.register.submit': '{name} registrieren',
  'names.register.submitEmpty': 'Registrieren',
  'names.register.signing': 'Signiere die Nachricht in deiner Wallet…',
  'names.register.registering': '{name} wird registriert…',
  'names.register.declined': 'Signatur abgelehnt',
  'names.register.notConnected': 'Verbinde eine Wallet, um einen Namen zu wählen.',
  'names.success.title': 'Name registriert',
  'names.success.text': '{name} ist jetzt dein Name.',
  'names.success.done': 'Fertig',
  'names.available': 'Frei',
}
