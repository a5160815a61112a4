import type { en } from './en.js'

/** The account plugin's strings in German. */
export const de: Record<keyof typeof en, string> = {
  'account.title': 'Konto',
  'account.copyAddress': 'Adresse kopieren',
  'account.copied': 'Adresse kopiert',
  'account.copyFailed': 'Die Adresse konnte nicht kopiert werden',
  'account.balanceLoading': 'Guthaben wird geladen',
  'account.balanceUnavailable': 'Guthaben nicht verfügbar',
  'account.switchNetwork': 'Netzwerk wechseln',
  'account.unknownNetwork': 'Unbekanntes Netzwerk',
  'account.explorer': 'Block-Explorer',
  'account.newTab': '(öffnet in einem neuen Tab)',
  'account.features': 'Wallet-Funktionen',
  'account.tabs': 'Vermögenswerte',
  'account.tabLoading': 'Wird geladen',
  'account.namespace.eip155': 'EVM',
  'account.namespace.solana': 'Solana',
  'account.namespace.polkadot': 'Polkadot',
  'account.namespace.bip122': 'Bitcoin',
  'account.namespace.cosmos': 'Cosmos',
  'account.namespaces': 'Aktive Chain',
  'account.disconnect': 'Trennen',
  'account.disconnectFailed': 'Trennen fehlgeschlagen',
}
