/** Host overrides of theme custom properties, e.g. `{ '--gw-accent': '#f60' }`. */
export type ThemeVariables = { readonly [name: `--gw-${string}`]: string | number | undefined }
