/** The siwx plugin's English strings; their keys join MessageRegistry, so `t()` checks them. */
export const en = {
  'siwx.title': 'Sign In',
  'siwx.heading': '{app} needs to connect to your wallet',
  'siwx.statement':
    'Sign this message to prove you own this wallet and proceed. Canceling will disconnect you.',
  'siwx.statementOptional': 'Sign this message to prove you own this wallet and proceed.',
  'siwx.sign': 'Sign',
  'siwx.signing': 'Check your wallet',
  'siwx.cancel': 'Cancel',
  'siwx.declined': 'Signature declined',
  'siwx.appIcon': '{app} icon',
} as const

declare module '../../../entries/plugin.js' {
  interface MessageRegistry extends Record<keyof typeof en, string> {}
}
