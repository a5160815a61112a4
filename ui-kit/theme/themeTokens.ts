import type { ThemeMode } from './ThemeMode.js'
import type { ThemeTokenMap } from './ThemeTokenMap.js'

const base = {
  '--gw-accent': '#2563eb',
  '--gw-on-accent': '#fff',
  '--gw-font-family': 'system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif',
  '--gw-font-size-base': '10px',
  '--gw-border-radius': '4px',
  '--gw-z-index': '999',
  '--gw-modal-width': '360px',
}

const light = {
  '--gw-bg': '#fff',
  '--gw-bg-2': '#f3f4f6',
  '--gw-bg-3': '#e5e7eb',
  '--gw-fg': '#141414',
  '--gw-fg-2': '#5c6170',
  '--gw-fg-3': '#6b7080',
  '--gw-accent-text': 'color-mix(in srgb,var(--gw-accent) 78%,#000)',
  '--gw-border': 'rgba(0,0,0,.1)',
  '--gw-success': '#0b6b37',
  '--gw-warning': '#a35f00',
  '--gw-error': '#d12c2c',
  '--gw-overlay': 'rgba(0,0,0,.3)',
  '--gw-shadow': '0 8px 32px rgba(0,0,0,.12)',
}

const dark = {
  '--gw-bg': '#17181b',
  '--gw-bg-2': '#222428',
  '--gw-bg-3': '#2e3036',
  '--gw-fg': '#f2f3f5',
  '--gw-fg-2': '#a9adb8',
  '--gw-fg-3': '#8e939e',
  '--gw-accent-text': 'color-mix(in srgb,var(--gw-accent) 55%,#fff)',
  '--gw-border': 'rgba(255,255,255,.1)',
  '--gw-success': '#3ccf7e',
  '--gw-warning': '#f0a83a',
  '--gw-error': '#ff6b6b',
  '--gw-overlay': 'rgba(0,0,0,.6)',
  '--gw-shadow': '0 8px 32px rgba(0,0,0,.5)',
}

/** The theme's CSS custom properties (`--gw-*`) for a colour mode, with the spec's default sizes. */
export function themeTokens(mode: ThemeMode): ThemeTokenMap {
  return { ...base, ...(mode === 'dark' ? dark : light) }
}
