/** The socials plugin's English strings; their keys join MessageRegistry, so `t()` checks them. */
export const en = {
  'socials.label': 'Continue with a social account',
  'socials.continueWith': 'Continue with {name}',
  'socials.more': 'More social logins',
  'socials.less': 'Fewer social logins',
  'socials.waiting': 'Continue in the {name} window...',
  'socials.connecting': 'Connecting your wallet...',
  'socials.signedInAs': 'Signed in with {name} as {username}',
  'socials.name.google': 'Google',
  'socials.name.github': 'GitHub',
  'socials.name.apple': 'Apple',
  'socials.name.facebook': 'Facebook',
  'socials.name.x': 'X',
  'socials.name.discord': 'Discord',
  'socials.name.farcaster': 'Farcaster',
  'socials.farcaster.title': 'Sign in with Farcaster',
  'socials.farcaster.scan': 'Scan this code with your phone camera or the Farcaster app',
  'socials.farcaster.qr': 'Farcaster sign-in QR code',
  'socials.farcaster.copy': 'Copy link',
  'socials.farcaster.copied': 'Link copied',
  'socials.farcaster.copyFailed': 'Could not copy the link',
  'socials.farcaster.expiresIn': 'This code expires in {time}',
  'socials.farcaster.opening': 'Preparing the sign-in...',
  'socials.farcaster.expired': 'This code has expired',
  'socials.farcaster.expiredHint': 'Get a new code and scan it again.',
  'socials.farcaster.rejected': 'Sign-in declined in Farcaster',
  'socials.farcaster.failed': 'Failed to connect to farcaster',
  'socials.farcaster.retry': 'Try again',
  'socials.farcaster.profile': 'Farcaster profile',
} as const

declare module '../../../entries/plugin.js' {
  interface MessageRegistry extends Record<keyof typeof en, string> {}
}
