/** The guestbook's English strings; their keys join MessageRegistry, so `t()` checks them. */
export const en = {
  'guestbook.title': 'Guestbook',
  'guestbook.intro': 'Sign a line with your wallet. Signing is free: nothing is sent on chain.',
  'guestbook.label': 'Your line',
  'guestbook.placeholder': 'gm from the playground',
  'guestbook.sign': 'Sign',
  'guestbook.signed': 'Signed',
  'guestbook.empty': 'No lines yet. Be the first.',
  'guestbook.connect': 'Connect a wallet to sign the guestbook.',
  'guestbook.failed': 'Signing failed',
} as const

declare module '../../../../entries/plugin.js' {
  interface MessageRegistry extends Record<keyof typeof en, string> {}
}
