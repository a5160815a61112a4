import type { PlaygroundSettings } from '../state/PlaygroundSettings.js'
import { Card } from './Card.js'
import { Segmented } from './Segmented.js'

export interface AppearanceControlsProps {
  readonly settings: PlaygroundSettings
  readonly update: (patch: Partial<PlaygroundSettings>) => void
}

const accents = [
  { value: '#2563eb', name: 'Blue' },
  { value: '#7c3aed', name: 'Violet' },
  { value: '#0f766e', name: 'Teal' },
  { value: '#c2410c', name: 'Orange' },
  { value: '#be123c', name: 'Rose' },
]

/** themeMode and themeVariables (accent, radius, font) through setTheme, and the locale through setLocale. */
export function AppearanceControls({ settings, update }: AppearanceControlsProps) {
  return (
    <Card title="Appearance" testId="appearance-controls">
      <div className="pg-row">
        <span>Theme</span>
        <Segmented
          label="Theme mode"
          value={settings.themeMode}
          options={[
            { value: 'light', label: 'Light' },
            { value: 'dark', label: 'Dark' },
          ]}
          onChange={(themeMode) => update({ themeMode })}
        />
      </div>
      <div className="pg-row">
        <span>Accent</span>
        <fieldset className="pg-swatches">
          <legend className="pg-sr">Accent colour</legend>
          {accents.map((accent) => (
            <button
              key={accent.value}
              type="button"
              className="pg-swatch"
              style={{ background: accent.value }}
              aria-label={accent.name}
              aria-pressed={settings.accent === accent.value}
              onClick={() => update({ accent: accent.value })}
            />
          ))}
        </fieldset>
      </div>
      <div className="pg-row">
        <span>Radius</span>
        <Segmented
          label="Border radius"
          value={settings.radius}
          options={['0px', '2px', '4px', '6px'].map((value) => ({ value, label: value.replace('px', '') }))}
          onChange={(radius) => update({ radius })}
        />
      </div>
      <div className="pg-row">
        <span>Font</span>
        <Segmented
          label="Font"
          value={settings.font}
          options={[
            { value: 'system', label: 'System' },
            { value: 'serif', label: 'Serif' },
            { value: 'mono', label: 'Mono' },
            { value: 'rounded', label: 'Round' },
          ]}
          onChange={(font) => update({ font })}
        />
      </div>
      <div className="pg-row">
        <span>Locale</span>
        <Segmented
          label="Locale"
          value={settings.locale}
          options={[
            { value: 'en', label: 'English' },
            { value: 'de', label: 'Deutsch' },
          ]}
          onChange={(locale) => update({ locale })}
        />
      </div>
    </Card>
  )
}
