import { use } from 'react'
import { GangwayContext } from '../../../core/react/GangwayContext.js'
import { createGangway } from '../../../entries/gangway.js'
import { definePlugin } from '../../../entries/plugin.js'
import { walletConnect } from '../../../plugins/walletconnect/index.js'
import { ListItem, SearchInput, WalletListItem } from '../../../ui-kit/index.js'

declare module '../../../entries/plugin.js' {
  interface ViewRegistry {
    TestWallets: undefined
  }
}

import { kernelStores } from '../../../core/kernel/kernelStores.js'
import { createTestChainPlugin, createTestWallet } from '../../fixtures/createTestChainPlugin.js'

const icon = (background: string, letter: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="${background}"/><text x="20" y="27" font-family="Arial" font-size="20" font-weight="700" fill="#fff" text-anchor="middle">${letter}</text></svg>`,
  )}`

const wallets = [
  { name: 'Rabbit Wallet', image: icon('#f6851b', 'R'), tag: 'Installed' },
  { name: 'Harbor', image: icon('#3b7bf6', 'H'), tag: 'Recent' },
  { name: 'Keel Wallet', image: icon('#16a34a', 'K') },
  { name: 'Lighthouse', image: icon('#7c3aed', 'L') },
]

function ConnectView() {
  const gangway = use(GangwayContext)?.gangway
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      {wallets.slice(0, 3).map((wallet) => (
        <WalletListItem
          key={wallet.name}
          name={wallet.name}
          imageSrc={wallet.image}
          tag={wallet.tag}
          tagVariant={wallet.tag === 'Installed' ? 'success' : 'accent'}
        />
      ))}
      <ListItem description="4 wallets" onClick={() => gangway?.navigate('TestAllWallets')}>
        All wallets
      </ListItem>
    </div>
  )
}

function AllWalletsView() {
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <SearchInput label="Search wallets" placeholder="Search wallet" />
      {wallets.map((wallet) => (
        <WalletListItem key={wallet.name} name={wallet.name} imageSrc={wallet.image} />
      ))}
    </div>
  )
}

function BrokenView(): never {
  throw new Error('test view failed on purpose')
}

const views = definePlugin({
  name: 'test-views',
  kind: 'view',
  setup(ctx) {
    ctx.registerView({ id: 'TestBroken', title: 'Broken', load: async () => ({ default: BrokenView }) })
    ctx.registerView({
      id: 'TestWallets',
      title: 'Connect Wallet',
      load: async () => ({ default: ConnectView }),
    })
    ctx.registerView({
      id: 'TestAllWallets',
      title: 'All Wallets',
      load: async () => ({ default: AllWalletsView }),
    })
  },
})

const params = new URLSearchParams(location.search)
const gangway = createGangway({
  projectId: params.get('project') ?? 'test-project',
  networks: [
    {
      id: 31337,
      caipNetworkId: 'eip155:31337',
      chainNamespace: 'eip155',
      name: 'Devnet',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    },
  ],
  remoteConfig: false,
  themeMode: params.get('theme') === 'dark' ? 'dark' : 'light',
  plugins: [createTestChainPlugin(createTestWallet()), views, walletConnect],
})
document.getElementById('open')?.addEventListener('click', () => void gangway.open({ view: 'TestWallets' }))
Object.assign(window, { gangway, stores: kernelStores.get(gangway), pageReady: true })
