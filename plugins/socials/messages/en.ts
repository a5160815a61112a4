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
} as const

declare module '../../../entries/plugin.js' {
  interface MessageRegistry extends Record<keyof typeof en, string> {}
}
