import type { ButtonHTMLAttributes } from 'react'
import { useStore } from 'zustand'
import { buttonCss } from './buttonCss.js'
import { reactHoistsResources } from './reactHoistsResources.js'
import { useButtonStyles } from './useButtonStyles.js'
import { useGangwayContext } from './useGangwayContext.js'

export interface GangwayButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  readonly size?: 'sm' | 'md'
  readonly soft?: boolean
  readonly busy?: boolean
}

/** The `<button>` behind ConnectButton, AccountButton and NetworkButton (hover, focus or touch prefetches the first open's code), with its stylesheet (React 19 hoists and dedupes it, also in server HTML; on React 18 it goes into <head> on the client). */
export function GangwayButton({
  size = 'md',
  soft,
  busy,
  className,
  style,
  onClick,
  children,
  ...rest
}: GangwayButtonProps) {
  const { gangway } = useGangwayContext()
  const themeMode = useStore(gangway.stores.appearance, (state) => state.themeMode)
  const themeVariables = useStore(gangway.stores.appearance, (state) => state.themeVariables)
  const hoists = reactHoistsResources()
  useButtonStyles(!hoists)
  const intent =
    <E,>(handler?: (event: E) => void) =>
    (event: E) => {
      handler?.(event)
      gangway.prefetch()
    }
  return (
    <>
      {hoists && (
        <style href="gangway-buttons" precedence="gangway">
          {buttonCss}
        </style>
      )}
      <button
        type="button"
        aria-haspopup="dialog"
        {...rest}
        aria-busy={busy || undefined}
        aria-disabled={busy || rest['aria-disabled']}
        className={`gwb gwb--${size}${soft ? ' gwb--soft' : ''}${themeMode === 'dark' ? ' gwb--dark' : ''}${className ? ` ${className}` : ''}`}
        style={{ ...themeVariables, ...style }}
        onPointerEnter={intent(rest.onPointerEnter)}
        onPointerDown={intent(rest.onPointerDown)}
        onTouchStart={intent(rest.onTouchStart)}
        onFocus={intent(rest.onFocus)}
        onClick={busy ? undefined : onClick}
      >
        {busy && <span className="gwb-spin" aria-hidden="true" />}
        {children}
      </button>
    </>
  )
}
