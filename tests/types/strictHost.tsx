// A host in the strictest common setup, importing the built package by its name (dist/types through
// package.json "exports"): `tsc -p tests/types` must pass, with skipLibCheck off.
import { createGangway, type Gangway } from 'gangway'
import { base, defineEvmNetwork, type EvmNetwork, mainnet, solanaMainnet } from 'gangway/networks'
import { eip155 } from 'gangway/plugins/eip155'
import { solana } from 'gangway/plugins/solana'
import { ConnectButton, GangwayProvider, useAccount, useGangway } from 'gangway/react'

const devnet: EvmNetwork = defineEvmNetwork({
  id: 31337,
  name: 'Devnet',
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
})
const chainId: number = mainnet.id

export const gangway: Gangway = createGangway({
  projectId: 'my-project',
  networks: [mainnet, base, devnet, solanaMainnet],
  defaultNetwork: base,
  plugins: [eip155, solana],
  features: { swaps: false },
  themeMode: 'dark',
  themeVariables: { '--gw-accent': '#ff6600' },
})

function OpenAccount() {
  const instance = useGangway()
  const { address } = useAccount()
  return (
    <button type="button" onClick={() => void instance.open({ view: 'Account' })}>
      {address ?? chainId}
    </button>
  )
}

export function App() {
  return (
    <GangwayProvider gangway={gangway}>
      <ConnectButton />
      <OpenAccount />
    </GangwayProvider>
  )
}
