import type { GangwayConfig } from '../../../core/index.js'
import { createGangway } from '../../../entries/gangway.js'
import { eip155 } from '../../../plugins/eip155/index.js'
import { createNamesPlugin } from '../../../plugins/names/index.js'

/** The profile-names Chromium page: the social sign-in's embedded wallet, Send, and the names plugin over the Gangway server on ?services. */
const query = new URLSearchParams(location.search)
const networks = JSON.parse(query.get('networks') ?? '[]') as GangwayConfig['networks']
const services = query.get('services') ?? ''
const gangway = createGangway({
  projectId: 'p1',
  networks,
  plugins: [eip155, createNamesPlugin()],
  remoteConfig: false,
  features: { socials: ['google'], analytics: false, send: true },
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
