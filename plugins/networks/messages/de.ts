import type { en } from './en.js'

/** The networks plugin's strings in German. */
export const de: Record<keyof typeof en, string> = {
  'networks.switchNetwork.title': 'Netzwerk wählen',
  'networks.switchActiveChain.title': 'Chain wechseln',
  'networks.unsupported.title': 'Nicht unterstütztes Netzwerk',
  'networks.list': 'Netzwerke',
  'networks.namespace.eip155': 'EVM',
  'networks.namespace.solana': 'Solana',
  'networks.namespace.polkadot': 'Polkadot',
  'networks.namespace.bip122': 'Bitcoin',
  'networks.namespace.cosmos': 'Cosmos',
  'networks.testnet': 'Testnetz',
  'networks.active': 'Aktiv',
  'networks.approveInWallet': 'In deiner Wallet bestätigen',
  'networks.switchFailed': 'Netzwerkwechsel fehlgeschlagen',
  'networks.switchActiveChain.connectMessage': 'Verbinde eine {namespace}-Wallet, um {network} zu nutzen.',
  'networks.switchActiveChain.switchMessage':
    'Deine {namespace}-Wallet ist verbunden. Wechsle, um {network} zu nutzen.',
  'networks.switchActiveChain.connect': 'Wallet verbinden',
  'networks.switchActiveChain.switch': 'Zu {network} wechseln',
  'networks.unsupported.message':
    'Diese App unterstützt das aktuelle Netzwerk deiner Wallet nicht. Wechsle zu einem unterstützten Netzwerk, um fortzufahren.',
  'networks.disconnect': 'Trennen',
  'networks.disconnectFailed': 'Trennen fehlgeschlagen',
}
