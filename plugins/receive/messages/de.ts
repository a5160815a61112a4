import type { en } from './en.js'

/** The receive plugin's strings in German. */
export const de: Record<keyof typeof en, string> = {
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
}
