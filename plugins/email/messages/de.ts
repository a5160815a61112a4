import type { en } from './en.js'

/** The email plugin's strings in German. */
export const de: Record<keyof typeof en, string> = {
  'email.label': 'Weiter mit E-Mail',
  'email.field': 'E-Mail',
  'email.placeholder': 'du@beispiel.de',
  'email.submit': 'Weiter',
  'email.invalid': 'Gib eine gültige E-Mail-Adresse ein',
  'email.authenticating': 'Anmeldung läuft...',
  'email.login.title': 'E-Mail bestätigen',
  'email.otp.sent': 'Gib den 6-stelligen Code ein, den wir an {email} geschickt haben',
  'email.otp.field': 'Code',
  'email.otp.verifying': 'Code wird geprüft...',
  'email.otp.resend': 'Code erneut senden',
  'email.otp.resent': 'Ein neuer Code ist unterwegs',
  'email.device.title': 'Bestätige dieses Gerät über deine E-Mail',
  'email.device.body':
    'Wir haben einen Link an {email} geschickt. Öffne ihn auf einem beliebigen Gerät, um dieses zu bestätigen; dieser Bildschirm geht von selbst weiter.',
  'email.cooldown': 'Bitte versuche es in {seconds} Sekunden erneut',
  'email.connecting': 'Deine Wallet wird verbunden...',
  'email.approve.title': 'Transaktion bestätigen',
  'email.approve.hint':
    'Prüfen Sie, was die Wallet signiert oder sendet, und bestätigen oder lehnen Sie es unten ab.',
  'email.approve.cancel': 'Abbrechen',
  'email.approve.none': 'Es wartet keine Anfrage auf Bestätigung.',
}
