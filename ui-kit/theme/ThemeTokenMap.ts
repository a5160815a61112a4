/** CSS custom properties of the theme, by name. */
export type ThemeTokenMap = Record<`--gw-${string}`, string>
