import type { FontChoice } from './PlaygroundSettings.js'

/** The --gw-font-family value of each font choice. */
export const fontFamilies: Readonly<Record<FontChoice, string | undefined>> = {
  system: undefined,
  serif: 'Georgia, "Times New Roman", serif',
  mono: 'ui-monospace, SFMono-Regular, Menlo, monospace',
  rounded: 'ui-rounded, "SF Pro Rounded", "Nunito", system-ui, sans-serif',
}
