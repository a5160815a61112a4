/** Strings of the modal shell. */
export const shell = {
  'shell.close': 'Close',
  'shell.back': 'Back',
} as const
