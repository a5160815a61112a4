import { useState, useSyncExternalStore } from 'react'
import type { Features } from '../../../entries/gangway.js'
import { featureFlags } from '../state/featureFlags.js'
import type { PlaygroundSettings } from '../state/PlaygroundSettings.js'
import { postJson } from '../state/postJson.js'
import { servicesInfo } from '../state/servicesInfo.js'
import { Card } from './Card.js'
import { Segmented } from './Segmented.js'
import { Switch } from './Switch.js'

export interface ConfigControlsProps {
  readonly settings: PlaygroundSettings
  readonly update: (patch: Partial<PlaygroundSettings>) => void
  readonly recreate: () => void
}

type Choice = 'unset' | 'on' | 'off'
/** Only built features: serving an unbuilt one on would report a feature that does not exist. */
const remoteFlags = featureFlags()
  .filter((info) => info.available && info.flag !== 'socials')
  .map((info) => info.flag)

/** Basic mode, remote project config on/off, and the remote features the dev services serve. */
export function ConfigControls({ settings, update, recreate }: ConfigControlsProps) {
  const { info } = useSyncExternalStore(servicesInfo.subscribe, servicesInfo.get)
  const served = info?.remoteFeatures ?? null
  const [draft, setDraft] = useState<Partial<Record<string, Choice>>>({})
  const [busy, setBusy] = useState(false)
  const choice = (flag: string): Choice =>
    draft[flag] ?? (served && flag in served ? (served[flag as keyof Features] ? 'on' : 'off') : 'unset')
  const serve = async (features: Partial<Features> | null) => {
    setBusy(true)
    try {
      await postJson('/playground/remote-features', features)
      setDraft({})
      await servicesInfo.refresh()
      if (settings.remoteConfig) recreate()
    } finally {
      setBusy(false)
    }
  }
  const drafted = () =>
    Object.fromEntries(
      remoteFlags.flatMap((flag) => {
        const value = choice(flag)
        return value === 'unset' ? [] : [[flag, value === 'on']]
      }),
    ) as Partial<Features>
  return (
    <Card title="Configuration" testId="config-controls">
      <div className="pg-row">
        <Switch label="Basic mode" checked={settings.basic} onChange={(basic) => update({ basic })} />
        <span className="pg-badge">recreates</span>
      </div>
      <div className="pg-row">
        <Switch
          label="Remote config"
          checked={settings.remoteConfig}
          onChange={(remoteConfig) => update({ remoteConfig })}
        />
        <span className="pg-badge">recreates</span>
      </div>
      <p className="pg-subhead">Remote features served by the dev services</p>
      <div className="pg-remote-grid">
        {remoteFlags.map((flag) => (
          <div key={flag} style={{ display: 'contents' }}>
            <code>{flag}</code>
            <Segmented
              compact
              label={`Remote ${flag}`}
              value={choice(flag)}
              options={[
                { value: 'unset', label: '–' },
                { value: 'on', label: 'on' },
                { value: 'off', label: 'off' },
              ]}
              onChange={(value) => setDraft((previous) => ({ ...previous, [flag]: value }))}
            />
          </div>
        ))}
      </div>
      <div className="pg-actions">
        <button
          type="button"
          className="pg-btn pg-btn--primary pg-btn--sm"
          disabled={busy}
          onClick={() => void serve(drafted())}
        >
          Serve{settings.remoteConfig ? ' and reload widget' : ''}
        </button>
        <button type="button" className="pg-btn pg-btn--sm" disabled={busy} onClick={() => void serve(null)}>
          Serve none
        </button>
      </div>
      <p className="pg-hint">
        GET /appkit/v1/config answers {served ? <code>{JSON.stringify(served)}</code> : 'no features'}. The
        widget fetches it on its first open; remote values win over local ones with a CONFIG_WARNING, and
        basic mode turns every remote feature off.
      </p>
    </Card>
  )
}
