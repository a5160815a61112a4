import type { GangwayConfig } from '../../../core/index.js'
import { createGangway } from '../../../entries/gangway.js'
import { eip155 } from '../../../plugins/eip155/index.js'

/** A host page whose projectId (?projectId) or origin the Gangway server on ?services may refuse. */
const query = new URLSearchParams(location.search)
const networks = JSON.parse(query.get('networks') ?? '[]') as GangwayConfig['networks']
const services = query.get('services') ?? ''
const gangway = createGangway({
  projectId: query.get('projectId') ?? 'p1',
  networks,
  plugins: [eip155],
  remoteConfig: true,
  features: { analytics: false },
  endpoints: {
    api: `${services}/api`,
    directory: `${services}/directory`,
    analytics: `${services}/analytics`,
    relay: 'ws://127.0.0.1:9/relay',
  },
})
document.getElementById('open')?.addEventListener('click', () => void gangway.open())
Object.assign(window, { gangway, pageReady: true })
