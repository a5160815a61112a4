import { createGangway, type Gangway, type Network, type Plugin } from '../../../entries/gangway.js'
import type { PlaygroundSettings } from './PlaygroundSettings.js'
import { themeVariables } from './themeVariables.js'

/** A widget configured from the control panel's settings, on the local WalletConnect relay `relay`. */
export function createPlaygroundGangway(
  settings: PlaygroundSettings,
  available: readonly Network[],
  plugins: readonly Plugin[],
  relay: string,
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
    plugins,
    endpoints: { relay },
    remoteConfig: settings.remoteConfig,
    basic: settings.basic,
    themeMode: settings.themeMode,
    themeVariables: themeVariables(settings),
    locale: settings.locale,
    legal: { termsUrl: `${location.origin}/#terms`, privacyUrl: `${location.origin}/#privacy` },
  })
}
