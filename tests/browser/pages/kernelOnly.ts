import { createGangway } from '../../../entries/gangway.js'
import { eip155 } from '../../../plugins/eip155/index.js'
import { walletConnect } from '../../../plugins/walletconnect/index.js'
import { devnetA } from '../../fixtures/devnetA.js'

const gangway = createGangway({
  projectId: 'test-project',
  networks: [devnetA],
  plugins: [eip155, walletConnect],
  endpoints: { directory: `${location.origin}/directory` },
})
Object.assign(window, { gangway, pageReady: true })
