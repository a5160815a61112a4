import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { GangwayProvider } from '../../core/react/index.js'
import type { Features, Gangway } from '../../entries/gangway.js'
import type { BitcoinDevWallet } from '../devnet/bip122/BitcoinDevWallet.js'
import type { CosmosDevWallet } from '../devnet/cosmos/CosmosDevWallet.js'
import type { PolkadotDevWallet } from '../devnet/polkadot/PolkadotDevWallet.js'
import type { SolanaDevWallet } from '../devnet/solana/wallet/SolanaDevWallet.js'
import type { DevWalletProvider } from '../devnet/wallet/DevWalletProvider.js'
import { Controls } from './controls/Controls.js'
import { Header } from './Header.js'
import { DevWalletPanel } from './panels/DevWalletPanel.js'
import { InspectorPanels } from './panels/InspectorPanels.js'
import { devnetSmartAccounts } from './plugins/devnetSmartAccounts.js'
import { createGuestbookPlugin } from './plugins/guestbookPlugin.js'
import type { PlaygroundDevnetInfo } from './server/PlaygroundDevnetInfo.js'
import { HostStage } from './stage/HostStage.js'
import { builtFeatures } from './state/builtFeatures.js'
import { createPlaygroundGangway } from './state/createPlaygroundGangway.js'
import { defaultSettings } from './state/defaultSettings.js'
import { describePayload } from './state/describePayload.js'
import { eventLog } from './state/eventLog.js'
import { hostCode } from './state/hostCode.js'
import type { PlaygroundSettings } from './state/PlaygroundSettings.js'
import { playgroundNetworks } from './state/playgroundNetworks.js'
import { clearSettings, loadSettings, saveSettings } from './state/settingsStorage.js'
import { themeVariables } from './state/themeVariables.js'

export interface AppProps {
  readonly devnet: PlaygroundDevnetInfo
  readonly wallet: DevWalletProvider
  /** The Solana dev wallet, unless the visitor uninstalled it. */
  readonly solana?: SolanaDevWallet
  /** The cosmos dev wallet (window.keplr). */
  readonly cosmos?: CosmosDevWallet
  /** The Bitcoin dev wallet (sats-connect). */
  readonly bitcoin?: BitcoinDevWallet
  /** The polkadot dev wallet (window.injectedWeb3['gangway-dev']). */
  readonly polkadot?: PolkadotDevWallet
}

/** The playground: control panel, the widget on a host page, and the inspector panels. */
export function App({ devnet, wallet, solana, cosmos, bitcoin, polkadot }: AppProps) {
  const networkChoices = useMemo(() => playgroundNetworks(devnet), [devnet])
  const defaults = useMemo(
    () =>
      defaultSettings(networkChoices.filter((choice) => choice.local).map((c) => c.network.caipNetworkId)),
    [networkChoices],
  )
  const [settings, setSettings] = useState(() => loadSettings(defaults))
  const [generation, setGeneration] = useState(0)
  const [live, setLive] = useState<{ readonly gangway: Gangway; readonly id: number }>()
  const gangway = live?.gangway
  const latest = useRef(settings)
  latest.current = settings

  const recreateKey = JSON.stringify([
    settings.networks,
    settings.basic,
    settings.remoteConfig,
    settings.siwx,
    generation,
  ])
  // biome-ignore lint/correctness/useExhaustiveDependencies: recreateKey names every setting that needs a new instance
  useEffect(() => {
    const current = latest.current
    const instance = createPlaygroundGangway(
      { ...current, features: builtFeatures(current.features) },
      networkChoices.map((choice) => choice.network),
      [...(current.guestbook ? [createGuestbookPlugin()] : []), ...devnetSmartAccounts(devnet)],
      devnet.relay,
      devnet.secureFrame,
    )
    eventLog.add(
      'widget created',
      describePayload({
        networks: current.networks,
        basic: current.basic,
        remoteConfig: current.remoteConfig,
      }),
      true,
    )
    const off = instance.events.onAny((type, payload) => eventLog.add(type, describePayload(payload)))
    setLive((previous) => ({ gangway: instance, id: (previous?.id ?? 0) + 1 }))
    Object.assign(window, { gangway: instance })
    return () => {
      off()
      void instance.destroy()
    }
  }, [recreateKey, networkChoices])

  useEffect(() => saveSettings(settings), [settings])
  useEffect(() => {
    document.documentElement.dataset.theme = settings.themeMode
  }, [settings.themeMode])
  const { themeMode, accent, radius, font, locale } = settings
  useEffect(() => {
    gangway?.setTheme({ themeMode, themeVariables: themeVariables({ accent, radius, font }) })
  }, [gangway, themeMode, accent, radius, font])
  useEffect(() => {
    gangway?.setLocale(locale)
    document.documentElement.lang = locale
  }, [gangway, locale])

  const update = useCallback((patch: Partial<PlaygroundSettings>) => {
    setSettings((previous) => ({ ...previous, ...patch }))
  }, [])
  const setFeature = useCallback(
    async (patch: Partial<Features>) => {
      setSettings((previous) => ({ ...previous, features: { ...previous.features, ...patch } }))
      // Before the first open the kernel merges remote config over its creation-time features, which would
      // undo this change: a fresh widget (nothing loaded yet, so nothing lost) gets it as configuration.
      if (gangway && !gangway.stores.registry.getState().plugins.includes('connect'))
        setGeneration((value) => value + 1)
      else await gangway?.setFeatures(patch)
    },
    [gangway],
  )
  const setGuestbook = useCallback(
    async (on: boolean) => {
      update({ guestbook: on })
      if (on) await gangway?.use(createGuestbookPlugin())
      else setGeneration((value) => value + 1)
    },
    [gangway, update],
  )
  const recreate = useCallback(() => setGeneration((value) => value + 1), [])
  const reset = useCallback(() => {
    clearSettings()
    setSettings(defaults)
    setGeneration((value) => value + 1)
  }, [defaults])

  if (!live) return <p className="pg-boot">Starting the widget…</p>
  return (
    <GangwayProvider gangway={live.gangway}>
      <div className="pg-app">
        <Header devnet={devnet} onReset={reset} />
        <main className="pg-main">
          <aside className="pg-column pg-column--controls" aria-label="Controls">
            <Controls
              settings={settings}
              networkChoices={networkChoices}
              update={update}
              setFeature={setFeature}
              setGuestbook={setGuestbook}
              recreate={recreate}
            />
          </aside>
          <section className="pg-column pg-column--stage" aria-label="Host page with the widget">
            <HostStage
              key={live.id}
              devnet={devnet}
              code={hostCode(
                settings,
                settings.networks.map(
                  (id) =>
                    networkChoices.find((choice) => choice.network.caipNetworkId === id)?.network.name ?? id,
                ),
              )}
            />
          </section>
          <aside className="pg-column pg-column--panels" aria-label="Panels">
            <DevWalletPanel
              wallet={wallet}
              accounts={devnet.accounts}
              solana={solana}
              solanaAccounts={devnet.solana.accounts}
              cosmos={cosmos}
              bitcoin={bitcoin}
              polkadot={polkadot}
              gangway={live.gangway}
            />
            <InspectorPanels />
          </aside>
        </main>
      </div>
    </GangwayProvider>
  )
}
