import { render } from '@testing-library/react'
import type { ComponentType } from 'react'
import { GangwayContext } from '../../../core/react/index.js'
import {
  createKernel,
  type Features,
  type GangwayConfig,
  type Network,
  type Plugin,
} from '../../../entries/plugin.js'
import { createMemoryStorage } from '../../../tests/fixtures/createMemoryStorage.js'
import {
  createTestChainPlugin,
  createTestWallet,
  type TestWallet,
} from '../../../tests/fixtures/createTestChainPlugin.js'
import { testTranslator } from '../../../tests/fixtures/testTranslator.js'
import connectPlugin from '../index.js'

const ethereum: Network = {
  id: 1,
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}

export interface ConnectTestOptions {
  readonly directory: string
  readonly features?: Partial<Features>
  readonly config?: Partial<GangwayConfig>
  readonly plugins?: readonly Plugin[]
  readonly wallet?: TestWallet
  /** Opens the modal before any view renders; default true. */
  readonly open?: boolean
}

/** A real kernel with the test chain plugin and the connect plugin, and a renderer for its views. */
export async function setupConnectTest(options: ConnectTestOptions) {
  const wallet = options.wallet ?? createTestWallet({ chainId: 1 })
  const gangway = createKernel(
    {
      projectId: 'test-project',
      networks: [ethereum],
      remoteConfig: false,
      storage: createMemoryStorage(),
      endpoints: { directory: options.directory },
      features: options.features ?? {},
      plugins: [createTestChainPlugin(wallet), connectPlugin, ...(options.plugins ?? [])],
      ...options.config,
    } as GangwayConfig,
    { env: { origin: 'http://localhost:5173', isMobile: () => false } },
  )
  await gangway.ready
  if (options.open !== false) await gangway.open()
  const renderView = async (id: 'Connect' | 'AllWallets') => {
    const view = gangway.stores.registry.getState().views.get(id)
    if (!view) throw new Error(`view ${id} is not registered`)
    const { default: View } = (await view.load()) as { default: ComponentType }
    return render(
      <GangwayContext.Provider value={{ gangway, t: testTranslator }}>
        <View />
      </GangwayContext.Provider>,
    )
  }
  return { gangway, wallet, renderView }
}
