/** Strings of the buttons part of the UI. */
export const buttons = {
  'buttons.connect': 'Wallet verbinden',
  'buttons.connecting': 'Verbinden…',
  'buttons.network': 'Netzwerk',
  'buttons.unsupportedNetwork': 'Nicht unterstütztes Netzwerk',
  'buttons.switchNetwork': 'Netzwerk wechseln',
} as const
