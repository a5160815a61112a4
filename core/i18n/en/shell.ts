/** Strings of the modal shell. */
export const shell = {
  'shell.close': 'Close',
  'shell.back': 'Back',
  'shell.loading': 'Loading…',
  'shell.dismiss': 'Dismiss',
  'shell.retry': 'Try again',
  'shell.notices': 'Wallet notifications',
  'shell.unavailable.title': 'Not available',
  'shell.unavailable.message':
    'This screen is not available because the feature that provides it is not enabled.',
  'shell.unavailable.detail': 'Missing screen: {view}',
  'shell.error.title': 'Something went wrong',
  'shell.error.message': 'This screen could not be shown. Go back and try again.',
} as const
