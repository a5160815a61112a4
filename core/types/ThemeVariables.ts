/** CSS variables a host may set on the modal and buttons. */
export interface ThemeVariables {
  readonly '--gw-accent'?: string
  readonly '--gw-font-family'?: string
  readonly '--gw-font-size-base'?: string
  readonly '--gw-border-radius'?: string
  readonly '--gw-z-index'?: number | string
  readonly [name: `--gw-${string}`]: string | number | undefined
}
