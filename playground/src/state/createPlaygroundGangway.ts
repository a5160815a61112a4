import { createGangway, type Gangway, type Network, type Plugin } from '../../../entries/gangway.js'
import { bip122 } from '../../../plugins/bip122/index.js'
import { cosmos } from '../../../plugins/cosmos/index.js'
import { eip155 } from '../../../plugins/eip155/index.js'
import { createNamesPlugin } from '../../../plugins/names/index.js'
import { polkadot } from '../../../plugins/polkadot/index.js'
import { createSiwxPlugin } from '../../../plugins/siwx/index.js'
import { solana } from '../../../plugins/solana/index.js'
import { walletConnect } from '../../../plugins/walletconnect/index.js'
import type { PlaygroundSettings } from './PlaygroundSettings.js'
import { themeVariables } from './themeVariables.js'

/**
 * A widget configured from the control panel's settings, on the local WalletConnect relay `relay` (and the
 * e-mail wallet's secure frame at `secureFrame`), with
 * every chain plugin composed (each is imported only when a network of its namespace is configured) and the
 * profile names of the devnet's name service (register one after an e-mail or social sign-in).
 */
export function createPlaygroundGangway(
  settings: PlaygroundSettings,
  available: readonly Network[],
  plugins: readonly Plugin[],
  relay: string,
  secureFrame?: string,
): Gangway {
  const networks = settings.networks.flatMap((id) =>
    available.filter((network) => network.caipNetworkId === id),
  )
  return createGangway({
    projectId: 'gangway-playground',
    metadata: {
      name: 'Gangway Playground',
      description: 'The widget on a local devnet',
      url: location.origin,
      icons: [],
    },
    networks: (networks.length > 0 ? networks : available.slice(0, 1)) as [Network, ...Network[]],
    features: settings.features,
    plugins: [
      eip155,
      solana,
      polkadot,
      cosmos,
      bip122,
      walletConnect,
      createNamesPlugin(),
      ...(settings.siwx === 'off' ? [] : [createSiwxPlugin()]),
      ...plugins,
    ],
    ...(settings.siwx === 'off' ? {} : { siwx: { required: settings.siwx === 'required' } }),
    endpoints: { relay, ...(secureFrame ? { secureFrame } : {}) },
    remoteConfig: settings.remoteConfig,
    basic: settings.basic,
    themeMode: settings.themeMode,
    themeVariables: themeVariables(settings),
    locale: settings.locale,
    legal: { termsUrl: `${location.origin}/#terms`, privacyUrl: `${location.origin}/#privacy` },
  })
}
