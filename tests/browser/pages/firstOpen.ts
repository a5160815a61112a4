import { createGangway } from '../../../entries/gangway.js'
import { eip155 } from '../../../plugins/eip155/index.js'
import { walletConnect } from '../../../plugins/walletconnect/index.js'
import { devnetA } from '../../fixtures/devnetA.js'

/** Gangway as a host ships it (built-in Connect, Account and Networks views), for the modal's look; ?stage mounts it in #stage, ?noProject leaves out the project id (an alert at start). */
const query = new URLSearchParams(location.search)
const gangway = createGangway({
  projectId: query.has('noProject') ? '' : 'test',
  // named and flagged as the playground's first network: the longest row the networks view shows there
  networks: [{ ...devnetA, name: 'Gangway Devnet A', testnet: true }],
  plugins: [eip155, walletConnect],
  remoteConfig: false,
  ...(query.get('relay') ? { endpoints: { relay: query.get('relay') ?? '' } } : {}),
  themeMode: query.get('theme') === 'dark' ? 'dark' : 'light',
})
const stage = document.getElementById('stage')
const mounted = stage && query.has('stage') ? gangway.mount(stage) : Promise.resolve()
document.getElementById('open')?.addEventListener('click', () => void gangway.open())
void mounted.then(() => Object.assign(window, { gangway, pageReady: true }))
