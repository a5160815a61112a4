import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { GangwayContext } from '../../../core/react/index.js'
import { createKernel, type Gangway, type Network } from '../../../entries/plugin.js'
import { createMemoryStorage } from '../../../tests/fixtures/createMemoryStorage.js'
import { createTestChainPlugin, createTestWallet } from '../../../tests/fixtures/createTestChainPlugin.js'
import { devnetA } from '../../../tests/fixtures/devnetA.js'
import { testTranslator } from '../../../tests/fixtures/testTranslator.js'
import { accountPlugin } from '../accountPlugin.js'

/** Devnet A with a block explorer. */
export const explorerNetwork: Network = {
  ...devnetA,
  blockExplorers: { default: { name: 'Local', url: 'http://127.0.0.1:4000/' } },
}

/**
 * A kernel with the test wallet and the account plugin, its blockchain API at `api` (a local server),
 * connected unless `connect` is false, the modal open, and `panel` rendered inside it; `made` collects it for destroy().
 */
export async function renderAccountPanel(
  panel: ReactElement,
  {
    api,
    made,
    connect = true,
  }: { readonly api: string; readonly made: Gangway[]; readonly connect?: boolean },
): Promise<Gangway> {
  const gangway = createKernel(
    {
      projectId: 'account-tabs-test',
      networks: [explorerNetwork],
      remoteConfig: false,
      storage: createMemoryStorage(),
      endpoints: { api: `${api}/api` },
      plugins: [createTestChainPlugin(createTestWallet({ balance: '1' })), accountPlugin],
    },
    { env: { origin: 'http://localhost:5173', isMobile: () => false } },
  )
  made.push(gangway)
  await gangway.ready
  if (connect) await gangway.connect('test-wallet')
  await gangway.open()
  render(<GangwayContext.Provider value={{ gangway, t: testTranslator }}>{panel}</GangwayContext.Provider>)
  return gangway
}
