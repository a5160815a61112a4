import type { ThemeVariables } from '../../../entries/gangway.js'
import { fontFamilies } from './fontFamilies.js'
import type { PlaygroundSettings } from './PlaygroundSettings.js'

/** The widget's theme variables for the accent, radius and font the control panel chose. */
export function themeVariables(
  settings: Pick<PlaygroundSettings, 'accent' | 'radius' | 'font'>,
): ThemeVariables {
  const font = fontFamilies[settings.font]
  return {
    '--gw-accent': settings.accent,
    '--gw-border-radius': settings.radius,
    ...(font ? { '--gw-font-family': font } : {}),
  }
}
