const en = {
  title: 'Guestbook',
  intro: 'Sign a line with your wallet. Signing is free: nothing is sent on chain.',
  label: 'Your line',
  placeholder: 'gm from the playground',
  sign: 'Sign',
  signed: 'Signed',
  empty: 'No lines yet. Be the first.',
  connect: 'Connect a wallet to sign the guestbook.',
  failed: 'Signing failed',
}

const de: typeof en = {
  title: 'Gästebuch',
  intro: 'Unterschreibe eine Zeile mit deiner Wallet. Das kostet nichts: Es wird nichts on-chain gesendet.',
  label: 'Deine Zeile',
  placeholder: 'gm aus dem Playground',
  sign: 'Signieren',
  signed: 'Signiert',
  empty: 'Noch keine Einträge. Sei die oder der Erste.',
  connect: 'Verbinde eine Wallet, um zu unterschreiben.',
  failed: 'Signieren fehlgeschlagen',
}

/** The guestbook's own strings: a third-party plugin brings its texts and follows the widget's locale. */
export function guestbookText(locale: string): typeof en {
  return locale.toLowerCase().startsWith('de') ? de : en
}
