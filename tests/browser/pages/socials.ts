import type { GangwayConfig } from '../../../core/index.js'
import { createGangway } from '../../../entries/gangway.js'
import { eip155 } from '../../../plugins/eip155/index.js'

/**
 * The social login Chromium page: Gangway with the socials feature (google, github, x; or the JSON list of ?socials),
 * its services (auth, secure frame) on ?services; ?email adds the e-mail login.
 */
const query = new URLSearchParams(location.search)
const networks = JSON.parse(query.get('networks') ?? '[]') as GangwayConfig['networks']
const services = query.get('services') ?? ''
const socials = JSON.parse(query.get('socials') ?? '["google","github","x"]') as string[]
const gangway = createGangway({
  projectId: 'p1',
  networks,
  plugins: [eip155],
  remoteConfig: false,
  features: { socials: socials as never, email: query.has('email'), analytics: false },
  endpoints: {
    api: `${services}/api`,
    directory: `${services}/directory`,
    analytics: `${services}/analytics`,
    relay: 'ws://127.0.0.1:9/relay',
    secureFrame: `${services}/frame`,
  },
})
document.getElementById('open')?.addEventListener('click', () => void gangway.open())
Object.assign(window, { gangway, pageReady: true })
