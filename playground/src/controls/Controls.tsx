import type { Features } from '../../../entries/gangway.js'
import type { PlaygroundSettings } from '../state/PlaygroundSettings.js'
import type { NetworkChoice } from '../state/playgroundNetworks.js'
import { AppearanceControls } from './AppearanceControls.js'
import { ConfigControls } from './ConfigControls.js'
import { FeatureControls } from './FeatureControls.js'
import { NetworkControls } from './NetworkControls.js'
import { OrderControls } from './OrderControls.js'
import { PluginControls } from './PluginControls.js'
import { SiwxControls } from './SiwxControls.js'

export interface ControlsProps {
  readonly settings: PlaygroundSettings
  readonly networkChoices: readonly NetworkChoice[]
  readonly update: (patch: Partial<PlaygroundSettings>) => void
  readonly setFeature: (patch: Partial<Features>) => Promise<void>
  readonly setGuestbook: (on: boolean) => Promise<void>
  readonly recreate: () => void
}

/** The control panel: everything a host can configure, applied to the live widget. */
export function Controls(props: ControlsProps) {
  const { settings, update } = props
  return (
    <>
      <FeatureControls setFeature={props.setFeature} />
      <PluginControls settings={settings} setGuestbook={props.setGuestbook} />
      <SiwxControls settings={settings} update={update} />
      <AppearanceControls settings={settings} update={update} />
      <NetworkControls settings={settings} choices={props.networkChoices} update={update} />
      <ConfigControls settings={settings} update={update} recreate={props.recreate} />
      <OrderControls setFeature={props.setFeature} />
    </>
  )
}
