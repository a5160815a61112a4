import { useGangwayStore } from '../../../core/react/index.js'
import type { PlaygroundSettings } from '../state/PlaygroundSettings.js'
import { Card } from './Card.js'
import { Switch } from './Switch.js'

export interface PluginControlsProps {
  readonly settings: PlaygroundSettings
  readonly setGuestbook: (on: boolean) => Promise<void>
}

/** The sample third-party plugin: added with gangway.use, removed by creating the widget again without it. */
export function PluginControls({ settings, setGuestbook }: PluginControlsProps) {
  const plugins = useGangwayStore('registry', (state) => state.plugins)
  return (
    <Card title="Third-party plugin" testId="plugin-controls">
      <div className="pg-row">
        <Switch
          label="Guestbook"
          checked={settings.guestbook}
          testId="guestbook-toggle"
          onChange={(on) => void setGuestbook(on)}
        />
        <span className={`pg-badge ${plugins.includes('guestbook') ? 'pg-badge--ok' : ''}`}>
          {plugins.includes('guestbook') ? 'set up' : settings.guestbook ? 'on first open' : 'off'}
        </span>
      </div>
      <p className="pg-hint">
        <code>playground/src/plugins</code>, built on the public API only: its own view, an Account entry and
        a plugin API. On: <code>gangway.use(plugin)</code>. Off: destroy and create the widget again without
        it.
      </p>
      <p className="pg-subhead">Set up now</p>
      <div className="pg-actions" data-testid="plugins-set-up">
        {plugins.map((name) => (
          <span key={name} className="pg-badge pg-badge--accent">
            {name}
          </span>
        ))}
      </div>
    </Card>
  )
}
