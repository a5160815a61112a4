import { createGangway } from '../../../entries/gangway.js'
import type { Gangway, GangwayConfig } from '../../../entries/plugin.js'

/** A test dapp on the local relay: `networks` and `plugins` composed as a host would, nothing remote. */
export function createRelayHost(options: {
  readonly relayUrl: string
  readonly networks: GangwayConfig['networks']
  readonly plugins: NonNullable<GangwayConfig['plugins']>
  readonly storage: NonNullable<GangwayConfig['storage']>
}): Gangway {
  return createGangway({
    projectId: 'gangway-test',
    metadata: { name: 'Gangway test', description: 'A test dapp', url: 'http://127.0.0.1', icons: [] },
    networks: options.networks,
    plugins: options.plugins,
    endpoints: { relay: options.relayUrl },
    storage: options.storage,
    remoteConfig: false,
  })
}
