import type { GangwayConfig } from '../../../core/index.js'
import { createGangway } from '../../../entries/gangway.js'
import { eip155 } from '../../../plugins/eip155/index.js'
import { siwxPlugin } from '../../../plugins/siwx/index.js'
import { createSmartAccountsPlugin } from '../../../plugins/smart-accounts/index.js'

/**
 * The embedded wallet with smart accounts: the e-mail page plus the smart-accounts plugin for the devnet's contracts
 * (?aa), and with ?siwx the siwx plugin (its config) over the server's sessions.
 */
const query = new URLSearchParams(location.search)
const networks = JSON.parse(query.get('networks') ?? '[]') as GangwayConfig['networks']
const contracts = JSON.parse(query.get('aa') ?? '{}') as { entryPoint: `0x${string}`; factory: `0x${string}` }
const services = query.get('services') ?? ''
const siwx = query.has('siwx') ? (JSON.parse(query.get('siwx') ?? '{}') as GangwayConfig['siwx']) : undefined
const gangway = createGangway({
  projectId: 'p1',
  metadata: { name: 'Gangway Smart Test', description: 'Smart accounts', url: location.origin, icons: [] },
  networks,
  plugins: [
    eip155,
    createSmartAccountsPlugin({ chains: { [networks[0]!.caipNetworkId]: contracts } }),
    ...(siwx ? [siwxPlugin] : []),
  ],
  ...(siwx ? { siwx } : {}),
  remoteConfig: false,
  features: { email: true, analytics: false, smartSessions: true },
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
