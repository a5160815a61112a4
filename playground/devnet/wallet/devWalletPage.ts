import { announceDevWallet } from './announceDevWallet.js'
import { createDevWalletProvider } from './createDevWalletProvider.js'
import type { DevWalletChain } from './DevWalletChain.js'
import { mountDevWalletPanel } from './mountDevWalletPanel.js'

const query = new URLSearchParams(location.search)
const chains = JSON.parse(query.get('chains') ?? '[]') as DevWalletChain[]
const knownChainIds = chains.slice(0, 1).map((chain) => chain.chainId)
const one = createDevWalletProvider({
  chains,
  knownChainIds,
  storage: localStorage,
  storageKey: 'dev-wallet-one',
})
const two = createDevWalletProvider({
  chains,
  knownChainIds,
  storage: localStorage,
  storageKey: 'dev-wallet-two',
})
one.setAutoApprove(query.get('autoApprove') !== 'false')
const announced: { name: string; rdns: string; provider: unknown }[] = []
window.addEventListener('eip6963:announceProvider', (event) => {
  const { info, provider } = (
    event as CustomEvent<{ info: { name: string; rdns: string }; provider: unknown }>
  ).detail
  if (!announced.some((entry) => entry.rdns === info.rdns))
    announced.push({ name: info.name, rdns: info.rdns, provider })
})
announceDevWallet({ provider: one, name: 'Dev Wallet One', rdns: 'dev.gangway.one', legacyInjection: true })
announceDevWallet({ provider: two, name: 'Dev Wallet Two', rdns: 'dev.gangway.two' })
mountDevWalletPanel({
  wallets: [
    { name: 'Dev Wallet One', provider: one },
    { name: 'Dev Wallet Two', provider: two },
  ],
})
Object.assign(window, { devWallets: { one, two }, announced, pageReady: true })
