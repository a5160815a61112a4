import { createGangway } from '../../../entries/gangway.js'
import { createTezosPlugin } from '../../fixtures/createTezosPlugin.js'
import type { TezosTestWallet } from '../../fixtures/TezosTestWallet.js'
import { tezosNetwork } from '../../fixtures/tezosNetwork.js'

// The host page of tests/browser/analytics.test.ts: createGangway (built-in plugins, analytics among
// them) with a Tezos test wallet, every service at the dev services the test started (?services=<base>),
// its own project id (?project=) and, with ?analytics=false, the host's opt-out.
type TezosWindow = Window & { tezosWallet?: TezosTestWallet }

const query = new URLSearchParams(location.search)
const base = query.get('services') ?? ''
const gangway = createGangway({
  projectId: query.get('project') ?? 'analytics-browser-test',
  networks: [tezosNetwork],
  plugins: [createTezosPlugin(() => (window as TezosWindow).tezosWallet)],
  features: {
    connectorTypeOrder: ['recent', 'injected'],
    ...(query.get('analytics') === 'false' ? { analytics: false } : {}),
  },
  endpoints: {
    api: `${base}/api`,
    directory: `${base}/directory`,
    analytics: `${base}/analytics`,
    relay: 'ws://127.0.0.1:9/relay',
  },
})
document.getElementById('open')?.addEventListener('click', () => void gangway.open())
Object.assign(window, { gangway, pageReady: true })
