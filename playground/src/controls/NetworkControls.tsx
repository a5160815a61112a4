import type { PlaygroundSettings } from '../state/PlaygroundSettings.js'
import type { NetworkChoice } from '../state/playgroundNetworks.js'
import { Card } from './Card.js'
import { Switch } from './Switch.js'

export interface NetworkControlsProps {
  readonly settings: PlaygroundSettings
  readonly choices: readonly NetworkChoice[]
  readonly update: (patch: Partial<PlaygroundSettings>) => void
}

/** The configured networks; changing them creates a new widget (networks are configuration). */
export function NetworkControls({ settings, choices, update }: NetworkControlsProps) {
  const toggle = (id: string, on: boolean) => {
    const next = choices
      .map((choice) => choice.network.caipNetworkId)
      .filter((candidate) => (candidate === id ? on : settings.networks.includes(candidate)))
    if (next.length > 0) update({ networks: next })
  }
  return (
    <Card title="Networks" testId="network-controls">
      {choices.map(({ network, note, available }) => {
        const on = settings.networks.includes(network.caipNetworkId)
        return (
          <div key={network.caipNetworkId} className="pg-row">
            <Switch
              label={network.name}
              checked={on}
              disabled={!available || (on && settings.networks.length === 1)}
              onChange={(next) => toggle(network.caipNetworkId, next)}
            />
            <span className={`pg-badge ${available ? '' : 'pg-badge--warn'}`}>{note}</span>
          </div>
        )
      })}
      <p className="pg-hint">Networks are configuration: a change creates a new widget, which reconnects.</p>
    </Card>
  )
}
