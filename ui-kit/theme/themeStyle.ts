import type { CSSProperties } from 'react'
import type { ThemeMode } from './ThemeMode.js'
import type { ThemeTokenMap } from './ThemeTokenMap.js'
import type { ThemeVariables } from './ThemeVariables.js'
import { themeTokens } from './themeTokens.js'

/** Inline style for the `.gw-root` element: theme tokens for `mode`, overridden by the host's variables. */
export function themeStyle(mode: ThemeMode, variables?: ThemeVariables): CSSProperties & ThemeTokenMap {
  const style: Record<string, string> = themeTokens(mode)
  for (const [name, value] of Object.entries(variables ?? {})) {
    if (name.startsWith('--gw-') && value != null && value !== '') style[name] = String(value)
  }
  style.colorScheme = mode
  return style as CSSProperties & ThemeTokenMap
}
