import { useMemo } from 'react'
import { DEFAULT_SOCIALS } from '../../../core/config/defaults.js'
import { useGangwayStore } from '../../../core/react/index.js'
import type { Features } from '../../../entries/gangway.js'
import { featureFlags } from '../state/featureFlags.js'
import { Card } from './Card.js'
import { Switch } from './Switch.js'

export interface FeatureControlsProps {
  readonly setFeature: (patch: Partial<Features>) => Promise<void>
}

const isOn = (value: unknown) => (Array.isArray(value) ? value.length > 0 : value === true)

/** Every feature flag of spec section 3: on/off through setFeatures, with what implements it and whether it is loaded. */
export function FeatureControls({ setFeature }: FeatureControlsProps) {
  const flags = useMemo(featureFlags, [])
  const features = useGangwayStore('features', (state) => state.features)
  const plugins = useGangwayStore('registry', (state) => state.plugins)
  return (
    <Card
      title="Features"
      testId="feature-controls"
      aside={<span className="pg-badge">{flags.filter((flag) => flag.available).length} available</span>}
    >
      {flags.map(({ flag, plugin, available, note }) => {
        const on = available && isOn(features[flag])
        const loaded = plugin !== undefined && plugins.includes(plugin)
        const badge = !available
          ? { text: note, tone: '' }
          : loaded
            ? { text: `${plugin} · loaded`, tone: 'pg-badge--ok' }
            : plugin && on
              ? { text: `${plugin} · on open`, tone: 'pg-badge--accent' }
              : { text: plugin ? `${plugin} · off` : note, tone: '' }
        return (
          <div key={flag} className="pg-row" data-testid={`feature-${flag}`} data-available={available}>
            <Switch
              label={<code>{flag}</code>}
              checked={on}
              disabled={!available}
              testId={`feature-toggle-${flag}`}
              onChange={(next) =>
                void setFeature({ [flag]: flag === 'socials' ? (next ? DEFAULT_SOCIALS : false) : next })
              }
            />
            <span className={`pg-badge ${badge.tone}`}>{badge.text}</span>
          </div>
        )
      })}
      <p className="pg-hint">
        Feature plugins load with the modal: toggling one calls <code>setFeatures</code>, which imports its
        chunk right then, or tears it down.
      </p>
    </Card>
  )
}
