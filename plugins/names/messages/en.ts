/** The names plugin's English strings; their keys join MessageRegistry, so `t()` checks them. */
export const en = {
  'names.register.title': 'Choose your name',
  'names.register.entry': 'Choose your name',
  'names.register.field': 'Name',
  'names.register.rules': 'At least 4 characters, letters, digits, hyphen only.',
  'names.register.short': 'At least 4 characters.',
  'names.register.characters': 'Letters, digits, hyphen only.',
  'names.register.long': 'At most 63 characters.',
  'names.register.checking': 'Checking {name}…',
  'names.register.available': '{name} is available',
  'names.register.taken': '{name} is taken',
  'names.register.suggestions': 'Available names',
  'names.register.submit': 'Register {name}',
  'names.register.submitEmpty': 'Register',
  'names.register.signing': 'Sign the message in your wallet…',
  'names.register.registering': 'Registering {name}…',
  'names.register.declined': 'Signature declined',
  'names.register.notConnected': 'Connect a wallet to choose a name.',
  'names.success.title': 'Name registered',
  'names.success.text': '{name} is your name now.',
  'names.success.done': 'Done',
  'names.available': 'Available',
} as const

declare module '../../../entries/plugin.js' {
  interface MessageRegistry extends Record<keyof typeof en, string> {}
}
