/** Strings of the buttons part of the UI. */
export const buttons = {
  'buttons.connect': 'Connect Wallet',
  'buttons.connecting': 'Connecting…',
  'buttons.network': 'Network',
  'buttons.unsupportedNetwork': 'Unsupported network',
  'buttons.switchNetwork': 'Switch network',
} as const
