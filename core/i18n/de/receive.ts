/** Strings of the Receive feature. */
export const receive = {
  'receive.title': 'Empfangen',
  'receive.label': 'Empfangen',
  'receive.address': 'Deine Adresse',
  'receive.qrLabel': 'QR-Code deiner Adresse im Netzwerk {network}',
  'receive.copy': 'Adresse kopieren',
  'receive.copied': 'Adresse kopiert',
  'receive.copyFailed': 'Die Adresse konnte nicht kopiert werden',
  'receive.warning':
    'Sende an diese Adresse nur Vermögenswerte im Netzwerk {network}. In einem anderen Netzwerk gesendete Vermögenswerte können verloren gehen.',
  'receive.unknownNetwork': 'Unbekanntes Netzwerk',
  'receive.notConnected': 'Verbinde eine Wallet, um deine Adresse zu sehen.',
} as const
