import type { GangwayConfig, PayRequest } from '../../../core/index.js'
import { createGangway } from '../../../entries/gangway.js'
import { announceDevWallet } from '../../../playground/devnet/wallet/announceDevWallet.js'
import { createDevWalletProvider } from '../../../playground/devnet/wallet/createDevWalletProvider.js'
import type { DevWalletChain } from '../../../playground/devnet/wallet/DevWalletChain.js'
import { eip155 } from '../../../plugins/eip155/index.js'

/** The Pay Chromium test page: Gangway (pay left off, gangway.pay turns it on) and the EVM dev wallet; #pay pays the query's request. */
const query = new URLSearchParams(location.search)
const networks = JSON.parse(query.get('networks') ?? '[]') as GangwayConfig['networks']
const chains = JSON.parse(query.get('chains') ?? '[]') as DevWalletChain[]
const request = JSON.parse(query.get('request') ?? '{}') as PayRequest

const provider = createDevWalletProvider({
  chains,
  knownChainIds: chains.slice(0, 1).map((chain) => chain.chainId),
  storage: window.localStorage,
  storageKey: 'dev-wallet-pay',
})
announceDevWallet({ provider, name: 'Gangway Dev Wallet', rdns: 'dev.gangway.wallet' })

const gangway = createGangway({ projectId: 'test', networks, plugins: [eip155], remoteConfig: false })
const outcome: { hash?: string; error?: string } = {}
const events: string[] = []
gangway.events.on('PAY_STARTED', () => events.push('started'))
gangway.events.on('PAY_SUCCESS', () => events.push('success'))
gangway.events.on('PAY_FAILURE', (event) => events.push(`failure: ${event.message}`))
document.getElementById('pay')?.addEventListener('click', () => {
  gangway.pay(request).then(
    (hash) => Object.assign(outcome, { hash }),
    (error: Error) => Object.assign(outcome, { error: error.message }),
  )
})
Object.assign(window, { gangway, outcome, events, pageReady: true })
