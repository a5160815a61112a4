import type { en } from './en.js'

/** The socials plugin's strings in German. */
export const de: Record<keyof typeof en, string> = {
  'socials.label': 'Weiter mit einem Social-Konto',
  'socials.continueWith': 'Weiter mit {name}',
  'socials.more': 'Weitere Social-Logins',
  'socials.less': 'Weniger Social-Logins',
  'socials.waiting': 'Bitte im {name}-Fenster fortfahren...',
  'socials.connecting': 'Wallet wird verbunden...',
  'socials.signedInAs': 'Angemeldet mit {name} als {username}',
  'socials.name.google': 'Google',
  'socials.name.github': 'GitHub',
  'socials.name.apple': 'Apple',
  'socials.name.facebook': 'Facebook',
  'socials.name.x': 'X',
  'socials.name.discord': 'Discord',
  'socials.name.farcaster': 'Farcaster',
}
